// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset at build time, so the
// gateway sends compressed files without compressing on each request (mfe-hosting.ts picks the
// variant by Accept-Encoding). Both at their highest levels: the cost is paid once per build.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files a browser fetches and that shrink; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt)$/;
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and the manifests, so the copies hold the final bytes.
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name) && !asset.info.server && asset.source.size() >= MIN_BYTES)
            .map(async (asset) => {
              const raw = asset.source.buffer();
              const [br, gz] = await Promise.all([
                brotli(raw, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
                gzip(raw, { level: 9 }),
              ]);
              if (br.length < raw.length)
                compilation.emitAsset(`${asset.name}.br`, new RawSource(br), { compressed: true });
              if (gz.length < raw.length)
                compilation.emitAsset(`${asset.name}.gz`, new RawSource(gz), { compressed: true });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
