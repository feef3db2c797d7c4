// sharp (libvips) is loaded on first use: its native library and worker threads hold about 23 MB
// of memory, which a server that has not yet drawn, read or resized an image need not pay.
import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

export const loadSharp = (): Promise<Sharp> => (loading ??= import('sharp').then((module) => module.default));
