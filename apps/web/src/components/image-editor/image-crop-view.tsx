import { CROP_ASPECT_CHOICES } from '@eventsite/core/constants/crop';
import {
  clampCrop,
  cropNudgeStep,
  cropSourceOf,
  defaultCrop,
  type NaturalSize,
} from '@eventsite/core/rules/crop';
import { imageFileUrl, imageSources } from '@eventsite/core/rules/image-sources';
import type { CropRectangle, Image } from '@eventsite/core/schemas/image';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { reportError, Severity } from '../../lib/report-error';
import { Button } from '../ui/button';
import type { ImageApi } from './image-api';
import { failureDetail, type ImageFailure } from './image-failure';
import { SegmentedChoice } from '../ui/segmented-choice';
import styles from './image-crop-view.module.css';

export interface ImageCropViewProps {
  image: Image;
  imageApi: ImageApi;
  onCancel: () => void;
  onCropped: (image: Image) => void;
  /** A shape the picture must have (a card's photo, `002` §9): the aspect choices are then not offered. */
  fixedAspect?: number;
}

function toPercent(crop: CropRectangle, natural: NaturalSize): PercentCrop {
  return {
    unit: '%',
    x: (crop.x / natural.width) * 100,
    y: (crop.y / natural.height) * 100,
    width: (crop.width / natural.width) * 100,
    height: (crop.height / natural.height) * 100,
  };
}

function toNatural(crop: PercentCrop, natural: NaturalSize): CropRectangle {
  return {
    x: (crop.x / 100) * natural.width,
    y: (crop.y / 100) * natural.height,
    width: (crop.width / 100) * natural.width,
    height: (crop.height / 100) * natural.height,
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The crop view (`002` §2.5, §5): the whole original with a crop frame that starts at 90 % of the width,
 * centred, in the chosen shape. The frame is kept inside the picture, the arrow keys move it 1, 10 (Shift)
 * or 100 px (Alt) of the original, and it is saved only when it has a width and a height.
 */
export default function ImageCropView({
  image,
  imageApi,
  onCancel,
  onCropped,
  fixedAspect,
}: ImageCropViewProps) {
  const intl = useIntl();
  const source = { ...cropSourceOf(image), cdn: image.cdn };
  const known = source.width && source.height ? { width: source.width, height: source.height } : null;
  // Without a known size the original file is shown, so the picture's own size can be read from it.
  const displaySrc = known ? imageSources(source).src : imageFileUrl(source, source.fileName);
  const [natural, setNatural] = useState<NaturalSize | null>(known);
  const [ratioIndex, setRatioIndex] = useState(0);
  const ratio = fixedAspect ?? CROP_ASPECT_CHOICES[ratioIndex]?.ratio ?? null;
  const [crop, setCrop] = useState<PercentCrop | null>(
    known ? toPercent(defaultCrop(known, ratio), known) : null,
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ImageFailure | null>(null);

  const resizeLabel = intl.formatMessage({ id: 'imageEditor.crop.resize' });
  const cropInPixels = natural && crop ? clampCrop(toNatural(crop, natural), natural) : null;

  const chooseRatio = (index: number) => {
    setRatioIndex(index);
    if (natural) setCrop(toPercent(defaultCrop(natural, CROP_ASPECT_CHOICES[index]?.ratio ?? null), natural));
  };

  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROWS[event.key];
    // The corner handles keep react-image-crop's own keys, which resize.
    if (!direction || !natural || !crop || (event.target as HTMLElement).dataset.ord) return;
    event.preventDefault();
    event.stopPropagation();
    const step = cropNudgeStep(event);
    const x = crop.x + ((direction[0] * step) / natural.width) * 100;
    const y = crop.y + ((direction[1] * step) / natural.height) * 100;
    setCrop({
      ...crop,
      x: Math.min(Math.max(x, 0), 100 - crop.width),
      y: Math.min(Math.max(y, 0), 100 - crop.height),
    });
  };

  const save = async () => {
    if (!cropInPixels) return;
    setSaving(true);
    setFailure(null);
    try {
      const cropped = await imageApi.crop({
        originalName: image.originalName,
        sourceImageUrl: imageFileUrl(source, source.fileName),
        crop: cropInPixels,
      });
      onCropped(cropped);
    } catch (error) {
      setFailure({
        summary: intl.formatMessage({ id: 'imageEditor.cropFailed' }),
        detail: failureDetail(error, intl),
      });
      reportError(error, Severity.error, { action: 'crop-image', crop: cropInPixels });
      setSaving(false);
    }
  };

  return (
    <div className={styles.view}>
      {fixedAspect === undefined && (
        <SegmentedChoice
          legend={intl.formatMessage({ id: 'imageEditor.aspect.label' })}
          name="crop-aspect"
          options={CROP_ASPECT_CHOICES.map((choice, index) => ({
            value: index,
            label:
              choice.ratio === null ? intl.formatMessage({ id: 'imageEditor.aspect.free' }) : choice.label,
          }))}
          value={ratioIndex}
          onChange={chooseRatio}
          look={{ options: styles.ratios, option: styles.ratio }}
        />
      )}

      <div className={styles.stage} onKeyDownCapture={nudge}>
        <ReactCrop
          crop={crop ?? undefined}
          aspect={ratio ?? undefined}
          keepSelection
          ruleOfThirds
          className={styles.cropper}
          ariaLabels={{
            cropArea: intl.formatMessage({ id: 'imageEditor.crop.region' }),
            nwDragHandle: resizeLabel,
            nDragHandle: resizeLabel,
            neDragHandle: resizeLabel,
            eDragHandle: resizeLabel,
            seDragHandle: resizeLabel,
            sDragHandle: resizeLabel,
            swDragHandle: resizeLabel,
            wDragHandle: resizeLabel,
          }}
          onChange={(_pixels, percent) => setCrop(percent)}
        >
          <img
            src={displaySrc}
            alt={intl.formatMessage({ id: 'imageEditor.previewAlt' })}
            className={styles.picture}
            onLoad={(event) => {
              if (natural) return;
              const size = {
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              };
              if (size.width === 0 || size.height === 0) return;
              setNatural(size);
              setCrop(toPercent(defaultCrop(size, ratio), size));
            }}
          />
        </ReactCrop>
      </div>

      <div className={styles.meta}>
        <p className={styles.hint}>
          {intl.formatMessage({ id: 'imageEditor.crop.hint' })}{' '}
          <span className={styles.keyboardHint}>
            {intl.formatMessage({ id: 'imageEditor.crop.keyboardHint' })}
          </span>
        </p>
        {cropInPixels && (
          <p className={styles.size} aria-live="polite">
            {intl.formatMessage(
              { id: 'imageEditor.crop.size' },
              { width: cropInPixels.width, height: cropInPixels.height },
            )}
          </p>
        )}
      </div>

      {failure && (
        <div className={styles.failure} role="alert">
          <strong>{failure.summary}</strong>
          {failure.detail !== undefined && <span>{failure.detail}</span>}
        </div>
      )}

      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {intl.formatMessage({ id: 'imageEditor.crop.back' })}
        </Button>
        <Button onClick={() => void save()} busy={saving} disabled={!cropInPixels}>
          {intl.formatMessage({ id: 'imageEditor.crop.apply' })}
        </Button>
      </div>
    </div>
  );
}
