// Standalone dev page (npm run dev). Async boundary: shared singletons are negotiated first.
void import('./bootstrap');
