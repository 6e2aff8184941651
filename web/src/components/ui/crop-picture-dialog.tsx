/**
 * The crop dialog of a chosen picture (issue 30 item 9 "Avatar"; accounts spec §5 "Profile image: .jpg,
 * .png, .jpeg; cropped circularly"; docs/decisions.md K45). react-easy-crop shows the picture under a
 * round (profile picture) or square (logo) crop area: drag the picture, or focus the crop area and use
 * the arrow keys, to move it; the labelled Zoom slider (arrow keys, Home, End) or the mouse wheel zooms.
 * Save cuts the area out (`lib/crop-image.ts`) and hands the new file back; Cancel or Escape keeps the
 * previous choice. Loaded on demand with the picker's first choice, so the cropper is not in any page's
 * initial JS.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import './ui-english-messages';
import { formatNumber } from '../../lib/i18n/format';
import { useEffect, useMemo, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button, Flex, SliderField, Text } from '@aws-amplify/ui-react';
import { Dialog } from './dialog/dialog';
import { ErrorText } from './form-message';
import { cropPicture, UnreadablePictureError } from '../../lib/crop-image';
import './crop-picture-dialog.css';

interface CropPictureDialogProps {
  file: File;
  /** round: profile pictures; square: logos (as the picker shows them). */
  shape: 'circle' | 'square';
  /** What the picture is, in the title: "picture", "logo". */
  noun: string;
  onCancel: () => void;
  /** The cropped file. */
  onSave: (cropped: File) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
/** The zoom as "1.5" ("1,5" in German and Spanish). */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The modal cropper: crop area, zoom slider, Cancel and Save. Render it only while open. */
export function CropPictureDialog({ file, shape, noun, onCancel, onSave }: CropPictureDialogProps) {
  const { t } = useTranslation('ui');
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async () => {
    if (!area) return;
    setSaving(true);
    setError(undefined);
    try {
      onSave(await cropPicture(file, area));
    } catch (cause) {
      setError(t(cause instanceof UnreadablePictureError ? 'crop.unreadable' : 'crop.failed'));
      setSaving(false);
    }
  };

  return (
    <Dialog title={t('crop.title', { noun })} onClose={onCancel} testId="crop-picture-dialog">
      <div className="gl-crop__area" data-testid="crop-area">
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape={shape === 'circle' ? 'round' : 'rect'}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ alt: t('crop.alt', { noun }) }}
        />
      </div>
      <Text fontSize="small" color="font.secondary">
        {t('crop.hint', { noun })}
      </Text>
      <SliderField
        label={t('crop.zoom')}
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.1}
        value={zoom}
        onChange={setZoom}
        formatValue={(value: number) => `${formatNumber(value, ONE_DECIMAL)}×`}
        ariaValuetext={t('crop.zoomValue', { zoom: formatNumber(zoom, ONE_DECIMAL) })}
      />
      <ErrorText message={error} />
      <Flex gap="small" justifyContent="flex-end">
        <Button onClick={onCancel} isDisabled={saving}>
          {t('common:action.cancel')}
        </Button>
        <Button
          variation="primary"
          onClick={() => void save()}
          isDisabled={!area}
          isLoading={saving}
          loadingText={t('crop.cropping')}
        >
          {t('crop.save')}
        </Button>
      </Flex>
    </Dialog>
  );
}
