const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@storefront/shared$': '<rootDir>/shared/src/index.ts',
  '^@storefront/shared/(contracts|routing|site)$': '<rootDir>/shared/src/$1/index.ts',
  '^@storefront/shared/ui/carousel$': '<rootDir>/shared/src/ui/carousel/index.ts',
  '^@storefront/shared/ui/dialog$': '<rootDir>/shared/src/ui/dialog/index.ts',
  '^@storefront/shared/ui/branch$': '<rootDir>/shared/src/ui/branch/index.ts',
  '^@storefront/shared/data$': '<rootDir>/shared/src/data/index.ts',
  '^@storefront/shared/points$': '<rootDir>/shared/src/points/index.ts',
  '^@storefront/shared/push$': '<rootDir>/shared/src/push/index.ts',
  '^@storefront/shared/forms$': '<rootDir>/shared/src/forms/index.ts',
  '^@storefront/shared/standalone$': '<rootDir>/shared/src/standalone/mount-standalone.tsx',
  '^@storefront/shared/testing$': '<rootDir>/shared/src/testing/index.tsx',
  '^@storefront/static-host$': '<rootDir>/static-host/src/index.ts',
  '\\.css$': '<rootDir>/build-tools/jest/style-stub.cjs',
};
const common = {
  rootDir: '.',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/build-tools/jest/setup-web.cjs'],
      setupFilesAfterEnv: ['<rootDir>/build-tools/jest/setup-web-after-env.cjs'],
      testMatch: ['<rootDir>/{shared,shell/src,mf-*}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // The api's reference page serves its files with @fastify/static, whose content-disposition is an ES module only.
      transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/)'],
      testMatch: ['<rootDir>/{api,static-host,shell/server,shell/service-worker,build-tools,scripts}/**/*.test.ts'],
    },
  ],
};
