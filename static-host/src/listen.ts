import type { Server } from 'node:http';

/** Listens on a port; a port in use fails with one clear line naming it and who wanted it. */
export const listenOrExplain = (server: Server, port: number, label: string, host?: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use, so ${label} cannot start. Stop what uses it or choose another port.`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });

/** Closes a server on SIGINT/SIGTERM and exits. */
export const closeOnSignals = (server: Server, onClose?: () => Promise<void> | void): void => {
  const stop = () => {
    server.close(() => void Promise.resolve(onClose?.()).finally(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};
