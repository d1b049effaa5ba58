// No async boundary: the shell provides its shared libraries eagerly (packages/mfe-build), so they
// are in this chunk and the share scope has them before the app's first import runs.
import './bootstrap';
