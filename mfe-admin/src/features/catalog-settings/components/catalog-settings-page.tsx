import { CardDesignEditor } from './card-design-editor';
import { GameCategories } from './game-categories';

/** Game categories and card designs (their screens are not shown in the spec: built plainly). */
export function CatalogSettingsPage() {
  return (
    <div css={{ display: 'grid', gap: 28 }}>
      <GameCategories />
      <CardDesignEditor />
    </div>
  );
}
