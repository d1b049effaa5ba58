/**
 * Every user-facing text of the storefront (texts quoted from the spec keep its wording), one
 * export per area, in one file per part of the app. Import this module as a namespace
 * (`import * as messages`): the bundler follows each `messages.<area>` to its file, so the home
 * page's chunk carries the home texts only, not those of the product list, detail or legal pages.
 */
export { home, categories, products } from './home';
export { card, cardTr, categoriesTr, list, detail } from './catalogue';
export { skins } from './skins';
export { purchase, cart, dialog } from './purchase';
export { legal } from './legal';
export { notFound } from './not-found';
export { restock } from './restock';
export { trust } from './trust';
