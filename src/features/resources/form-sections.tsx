// The components that draw a declaration's custom form sections (FormSection in
// define-resource.ts), by key. Typed over every key, so a section declared without a component
// does not compile; the domain names the key and never imports React.
import type { ComponentType } from 'react';
import { grantableFlags } from '@/domain/permissions';
import type { FormSectionKey } from '@/domain/resources/define-resource';
import { usePrincipal } from '@/layouts/use-principal';
import type { FormValues } from './form-values';
import { PermissionSection } from './permission-section';

export interface FormSectionProps {
  resource: string;
  values: FormValues;
  onChange: (changes: FormValues) => void;
}

/** A user's flags: only those the signed-in user holds can change (the server checks the same). */
function PermissionFlagsSection(props: FormSectionProps) {
  return <PermissionSection {...props} grantable={grantableFlags(usePrincipal())} />;
}

export const FORM_SECTIONS: Readonly<Record<FormSectionKey, ComponentType<FormSectionProps>>> = {
  permissionFlags: PermissionFlagsSection,
};
