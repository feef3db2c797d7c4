// The OCOREN builder's former path, still imported by the end-to-end specs; the builder itself is
// server/modules/tracking/imports/ocoren/build-ocoren.ts.
export * from '../../modules/tracking/imports/ocoren/build-ocoren';
