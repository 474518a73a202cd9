import type { UserSelectedImageSize } from '@eventsite/core/constants/image-sizes';
import type { Image } from '@eventsite/core/schemas/image';
import type { Dispatch, SetStateAction } from 'react';
import { ImageField } from '../../../components/image-editor/image-field';

/** A module whose image the owner shows large, medium or small (`002` §2.5). */
interface SizedImageModule {
  image: Image | null;
  userSelectedImageSize: UserSelectedImageSize;
}

export interface SizedImageFieldProps<M extends SizedImageModule> {
  label: string;
  /** The module's draft (`useModuleEditorDraft`), whose image and size the field changes. */
  draft: M;
  setDraft: Dispatch<SetStateAction<M>>;
}

/** A module's image with its size choice, the same in the header and in image and text. */
export function SizedImageField<M extends SizedImageModule>({
  label,
  draft,
  setDraft,
}: SizedImageFieldProps<M>) {
  return (
    <ImageField
      label={label}
      image={draft.image}
      onChange={(image) => setDraft((current) => ({ ...current, image }))}
      sizeChoice={{
        value: draft.userSelectedImageSize,
        onChange: (userSelectedImageSize) => setDraft((current) => ({ ...current, userSelectedImageSize })),
      }}
    />
  );
}
