import {
  DEFAULT_MAP_THEME,
  DEFAULT_MARKER_COLOR,
  LOCATION_TYPING_PAUSE_MS,
  MAP_ZOOM,
} from '@eventsite/core/constants/map';
import { mapPicturePath, type MapPictureSettings } from '@eventsite/core/rules/map-picture-path';
import { readMarkerColor } from '@eventsite/core/rules/marker-color';
import { savedMapImageSchema } from '@eventsite/core/schemas/image';
import type { LocationModule, MapContent } from '@eventsite/core/schemas/site-modules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { ImageField } from '../../../components/image-editor/image-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { TextField } from '../../../components/ui/text-field';
import { apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { MapPreview } from './map-preview';
import { MapThemeSwatches } from './map-theme-swatches';
import { MarkerColorField } from './marker-color-field';
import { ZoomSlider } from './zoom-slider';
import styles from './map-settings.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

function settingsOf(map: MapContent | null): MapPictureSettings {
  return {
    location: map?.location ?? '',
    mapTheme: map?.mapTheme ?? DEFAULT_MAP_THEME,
    zoom: map?.zoom ?? MAP_ZOOM.default,
    markerColor: map?.markerColor ?? DEFAULT_MARKER_COLOR,
  };
}

function sameSettings(a: MapPictureSettings, b: MapPictureSettings): boolean {
  return (
    a.location.trim() === b.location.trim() &&
    a.mapTheme === b.mapTheme &&
    a.zoom === b.zoom &&
    a.markerColor.toLowerCase() === b.markerColor.toLowerCase()
  );
}

/**
 * The Location module's dialog (`002` §2.3, §5): title, second title, image and rich text, and the map:
 * the location (the preview follows it after an 800 ms pause in typing), theme, zoom and marker colour.
 * On Klar the map is saved through the map call and its answer kept in the module; an empty location
 * saves no map, and unchanged settings keep the map already saved.
 */
export default function LocationEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<LocationModule>) {
  const { language, imageApiBase } = useEditorContext();
  const intl = useIntl();
  const showError = useErrorDialog();
  const { draft, set, field } = useModuleEditorDraft(module, language);
  const [settings, setSettings] = useState(() => settingsOf(module.map));
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('content');
  const [markerText, setMarkerText] = useState(() => `#${settings.markerColor}`);
  // Each refused 'Klar' puts the owner on the field to fix, once its tab is drawn.
  const [refusals, setRefusals] = useState(0);
  const previewLocation = useDebouncedValue(settings.location.trim(), LOCATION_TYPING_PAUSE_MS);

  const change = (next: Partial<MapPictureSettings>) => setSettings((current) => ({ ...current, ...next }));
  const previewSrc =
    previewLocation === ''
      ? null
      : // Drawn where this editor's maps are stored: a quick-start draft has no site of its own id.
        mapPicturePath(imageApiBase, { ...settings, location: previewLocation }, { preview: true });

  const done = async () => {
    // A colour typed wrong is shown, not silently dropped: 'Klar' stays on the field until it is fixed.
    if (readMarkerColor(markerText) === null) {
      setTab('map');
      setRefusals((count) => count + 1);
      return;
    }
    const location = settings.location.trim();
    const mapContent = (map: MapContent['map']): MapContent => ({
      contentDataType: 'Map',
      ...settings,
      location,
      map,
    });
    if (location === '') {
      onApply({ ...draft, map: module.map === null ? null : mapContent(null) });
      return;
    }
    const saved = module.map?.map ?? null;
    if (saved !== null && sameSettings(settingsOf(module.map), settings)) {
      onApply({ ...draft, map: mapContent(saved) });
      return;
    }
    setSaving(true);
    try {
      const map = await apiRequest(mapPicturePath(imageApiBase, { ...settings, location }), {
        method: 'POST',
        schema: savedMapImageSchema,
      });
      onApply({ ...draft, map: mapContent(map) });
    } catch (error) {
      setSaving(false);
      showError(error, { summary: intl.formatMessage({ id: 'moduleEditors.location.saveFailed' }) });
    }
  };

  const content = (
    <>
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.secondTitle' })}
        {...field('secondTitle')}
      />
      <ImageField
        label={intl.formatMessage({ id: 'moduleEditors.field.image' })}
        image={draft.image}
        onChange={set('image')}
      />
      <RichTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.text' })}
        placeholder={intl.formatMessage({ id: 'moduleEditors.location.textPlaceholder' })}
        {...field('text')}
      />
    </>
  );

  const map = (
    <div className={styles.mapLayout}>
      <div className={styles.locationArea}>
        <TextField
          label={intl.formatMessage({ id: 'moduleEditors.location.location' })}
          hint={intl.formatMessage({ id: 'moduleEditors.location.locationHint' })}
          value={settings.location}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => change({ location: event.currentTarget.value })}
        />
      </div>
      <div className={styles.previewArea}>
        <MapPreview src={previewSrc} location={previewLocation} />
      </div>
      <div className={styles.themeArea}>
        <MapThemeSwatches value={settings.mapTheme} onChange={(mapTheme) => change({ mapTheme })} />
      </div>
      <div className={`${styles.row} ${styles.markerArea}`}>
        <ZoomSlider value={settings.zoom} onChange={(zoom) => change({ zoom })} />
        <MarkerColorField
          value={settings.markerColor}
          onChange={(markerColor) => change({ markerColor })}
          text={markerText}
          onTextChange={setMarkerText}
          focusRequest={refusals}
        />
      </div>
    </div>
  );

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.location.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => void done()}
      busy={saving}
      size="large"
      tab={tab}
      onTabChange={setTab}
      tabs={[
        { id: 'content', label: intl.formatMessage({ id: 'moduleEditors.location.tabContent' }), content },
        { id: 'map', label: intl.formatMessage({ id: 'moduleEditors.location.tabMap' }), content: map },
      ]}
    />
  );
}
