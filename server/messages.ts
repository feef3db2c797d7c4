// The Portuguese texts of every message id the server answers with: the platform catalog and each
// module's (lang/<module>/pt.json), the same files the SPA shows. Error answers carry the ids for
// the SPA and these texts for every other client (and for the spec's Portuguese fields).
import platform from '../lang/pt.json';
import tracking from '../lang/tracking/pt.json';

export const PT_MESSAGES = { ...platform, ...tracking };
export type MessageId = keyof typeof PT_MESSAGES;
