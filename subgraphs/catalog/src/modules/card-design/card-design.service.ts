import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CARD_STYLES } from '@shop/shared';
import { badInput } from '@shop/server-kit';
import { CardDesignEntity } from './card-design.entity';
import type { CardDesignInput } from './card-design.input';
import type { CardDesignType } from './card-design.type';

/** The game whose design stands in for a game without one (spec: "slug lol is the fallback"). */
export const FALLBACK_DESIGN_GAME = 'lol';

function toCardDesignType(entity: CardDesignEntity): CardDesignType {
  return {
    gameSlug: entity.gameSlug,
    accountType: entity.accountType,
    subCategory: entity.subCategory,
    isDefault: false,
    cardStyles: {
      backgroundColor: entity.backgroundColor,
      borderColor: entity.borderColor,
      glowColor: entity.glowColor,
      textColor: entity.textColor,
      accentColor: entity.accentColor,
    },
    features: entity.features ?? [],
  };
}

/** A design's specificity: an exact subcategory beats an account type, which beats the game. */
function rank(design: CardDesignEntity, accountType: string, subCategory: string): number {
  if (design.accountType && design.accountType !== accountType) return -1;
  if (design.subCategory && (design.subCategory !== subCategory || !design.accountType)) return -1;
  return (design.accountType ? 1 : 0) + (design.subCategory ? 1 : 0);
}

export class CardDesignService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The most specific stored design of the game (game, account type, subcategory → game and
   * account type → game), else lol's, else the spec's default colours.
   */
  async resolve(gameSlug: string, accountType = '', subCategory = ''): Promise<CardDesignType> {
    const game = gameSlug.trim().toLowerCase();
    const candidates = await this.em.find(CardDesignEntity, { gameSlug: { $in: [game, FALLBACK_DESIGN_GAME] } });
    for (const slug of [game, FALLBACK_DESIGN_GAME]) {
      const best = candidates
        .filter((design) => design.gameSlug === slug)
        .map((design) => ({
          design,
          score: slug === game ? rank(design, accountType.trim(), subCategory.trim()) : rank(design, '', ''),
        }))
        .filter((entry) => entry.score >= 0)
        .sort((a, b) => b.score - a.score)[0];
      if (best) return toCardDesignType(best.design);
    }
    return {
      gameSlug: game,
      accountType: '',
      subCategory: '',
      isDefault: true,
      cardStyles: { ...DEFAULT_CARD_STYLES },
      features: [],
    };
  }

  /** Creates or replaces the design of (game, account type, subcategory). */
  async upsert(gameSlug: string, input: CardDesignInput): Promise<CardDesignType> {
    const game = gameSlug.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,32}$/.test(game)) throw badInput('Invalid game slug.');
    const accountType = input.accountType?.trim() ?? '';
    const subCategory = input.subCategory?.trim() ?? '';
    if (subCategory && !accountType) throw badInput('A subcategory design needs an account type.');
    let design = await this.em.findOne(CardDesignEntity, { gameSlug: game, accountType, subCategory });
    if (!design)
      design = this.em.create(CardDesignEntity, { gameSlug: game, accountType, subCategory, ...input.cardStyles });
    Object.assign(design, { ...input.cardStyles });
    if (input.features) design.features = input.features.map((f) => ({ icon: f.icon, label: f.label, value: f.value }));
    await this.em.flush();
    return toCardDesignType(design);
  }
}
