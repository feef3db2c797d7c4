// Which declaration a reference field names: the product's registry, or, for a test app that
// mounts registers of its own, a catalog that knows them too.
import {
  type ManyReferenceField,
  type ReadableResource,
  type ReferenceField,
  resourceNamed,
} from '../../../src/domain/resources';

export type ResourceCatalog = (name: string) => ReadableResource | undefined;

/** The product's declared registers and read-only resources. */
export const DECLARED_RESOURCES: ResourceCatalog = resourceNamed;

/** The declaration a field points at; a name nobody declared is a mistake of the declaration. */
export function referencedResource(
  catalog: ResourceCatalog,
  field: ReferenceField | ManyReferenceField,
): ReadableResource {
  const target = catalog(field.references.resource);
  if (!target) {
    throw new Error(`The field ${field.name} points at ${field.references.resource}, which is not declared`);
  }
  return target;
}
