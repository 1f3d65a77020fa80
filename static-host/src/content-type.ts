const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export const contentTypeFor = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 && TYPES[fileName.slice(dot).toLowerCase()]) || 'application/octet-stream';
};

export const isCompressible = (contentType: string): boolean => /^(text\/|application\/json|image\/svg)/.test(contentType);
