/** How long the api waits for a redis command's answer before it takes redis as unreachable (REDIS_COMMAND_TIMEOUT_MS). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** How long one connection attempt to redis may take (a host that drops the packets). */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Commands a client keeps waiting for their answers at most (redis hangs): past it, a command is refused at once. */
export const REDIS_QUEUE_MAX = 10_000;
/** How long connecting to redis at startup may take in all (3 attempts of REDIS_CONNECT_TIMEOUT_MS, their waits, the handshake). */
export const REDIS_STARTUP_TIMEOUT_MS = 10_000;
