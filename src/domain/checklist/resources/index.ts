// The checklist module's declared registers: the engine mounts them under their services and
// builds their screens in the checklist layout.
import { predefinedScriptResource } from './predefined-script';

export const CHECKLIST_RESOURCES = [predefinedScriptResource] as const;
export { predefinedScriptResource };
