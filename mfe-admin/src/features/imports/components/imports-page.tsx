import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { messages } from '../../../messages';
import { ImportBatches } from './import-batches';
import { ImportForm } from './import-form';

type Format = 'old' | 'new';

/** The 'Hesap/Ürün Ekle' group: the two bulk-import forms and the batches they created. */
export function ImportsPage() {
  const m = messages.imports;
  const [format, setFormat] = useState<Format>('old');
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <Tabs<Format> label={m.tabs} tabs={(['old', 'new'] as const).map((key) => ({ key, label: m.tabNames[key] }))} selected={format} onSelect={setFormat}>
        <ImportForm key={format} format={format} />
      </Tabs>
      <section>
        <h2 css={{ fontSize: 18, margin: '0 0 10px' }}>{m.batches}</h2>
        <ImportBatches />
      </section>
    </div>
  );
}
