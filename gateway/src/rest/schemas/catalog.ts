import { z } from 'zod';
import { pathText, queryText } from './fields';

/** Reference data of the catalogue: game categories, card designs, servers. */

export const GameCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    parentId: z.number().int().nullable(),
    accountTypes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        subcategories: z.array(z.object({ id: z.string(), name: z.string() })),
      }),
    ),
  })
  .meta({ id: 'GameCategory' });

export const CardStyles = z
  .object({
    backgroundColor: z.string(),
    borderColor: z.string(),
    glowColor: z.string(),
    textColor: z.string(),
    accentColor: z.string(),
  })
  .meta({ id: 'CardStyles' });

export const CardDesign = z
  .object({
    gameSlug: z.string(),
    accountType: z.string(),
    subCategory: z.string(),
    isDefault: z.boolean(),
    cardStyles: CardStyles,
    features: z.array(z.object({ icon: z.string(), label: z.string(), value: z.string() })),
  })
  .meta({ id: 'CardDesign' });

export const Server = z.object({ code: z.string(), name: z.string(), isDefault: z.boolean() }).meta({ id: 'Server' });

export const CardDesignParams = z.object({ gameSlug: pathText(32) });

export const CardDesignQuery = z
  .object({
    gameSlug: queryText('gameSlug', 32).meta({ description: 'Required.' }),
    accountType: queryText('accountType', 32),
    subCategory: queryText('subCategory', 32),
  })
  .superRefine((query, ctx) => {
    if (!query.gameSlug) ctx.addIssue({ code: 'custom', message: 'gameSlug is required.' });
  });
