// Tag input of spec section 5: blank entries are dropped instead of becoming empty tags.
import { TagsInput, type TagsInputProps } from '@mantine/core';

/** The tags worth keeping: trimmed, non-empty, without repeats. */
export const keepFilledTags = (tags: readonly string[]): string[] => [
  ...new Set(tags.map((t) => t.trim()).filter((t) => t !== '')),
];

export interface TagInputProps extends Omit<TagsInputProps, 'value' | 'onChange'> {
  value: string[];
  onChange: (tags: string[]) => void;
}

export function TagInput({ value, onChange, ...rest }: TagInputProps) {
  return <TagsInput {...rest} value={value} onChange={(tags) => onChange(keepFilledTags(tags))} />;
}
