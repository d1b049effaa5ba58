export default async function globalTeardown() {
  await globalThis.__SHOP_TEST_DB__?.stop();
}
