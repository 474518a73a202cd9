import { createContext, useContext } from 'react';

/** Where images come from and which language their failure message is in. */
export interface ImageSettings {
  /** The CDN's base address for images stored there; none means they load through the API. */
  cdnBase: string | null;
  language: string;
}

const DEFAULT_IMAGE_SETTINGS: ImageSettings = { cdnBase: null, language: 'sv' };

export const ImageSettingsContext = createContext<ImageSettings>(DEFAULT_IMAGE_SETTINGS);

export function useImageSettings(): ImageSettings {
  return useContext(ImageSettingsContext);
}
