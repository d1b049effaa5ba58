import { messages } from '../../../messages';
import { ImportBatches } from './import-batches';
import { ImportForm } from './import-form';

/** One tab of the 'Hesap/Ürün Ekle' group: the import form of one format and the batches list. */
export function ImportPanel({ format }: { format: 'old' | 'new' }) {
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <ImportForm key={format} format={format} />
      <section>
        <h2 css={{ fontSize: 18, margin: '0 0 10px' }}>{messages.imports.batches}</h2>
        <ImportBatches />
      </section>
    </div>
  );
}
