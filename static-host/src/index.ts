export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';
export { contentTypeFor } from './content-type';
export { createStaticHandler, sendFile, setCorsHeaders, type StaticOptions } from './static-handler';
export { closeOnSignals, listenOrExplain } from './listen';
export { serveFolder, type ServeFolderOptions } from './serve-folder';
export { negotiatedBody } from './compressed-body';
