import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_OUTPUT_MIME, IMAGE_SPECS, incorrectDimensionsBody } from '@diy/domain';
import { GuideGallery } from '../GuideGallery';
import { bannerSamples, posterSamples } from '../GuideGallery/samples';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

/** Draws a picture of the given size and returns it as a File, as a camera roll would hand it over. */
async function pictureFile(width: number, height: number, type: 'image/png' | 'image/jpeg' = 'image/jpeg'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#3d37b8');
  gradient.addColorStop(1, '#f4a261');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.85));
  return new File([blob], type === 'image/png' ? 'photo.png' : 'photo.jpg', { type });
}

function fileInput(kind: 'banner' | 'poster') {
  return screen.getByLabelText(`${IMAGE_SPECS[kind].label} file`);
}

function StatefulUpload(args: ImageUploadProps) {
  const [url, setUrl] = useState(args.imageUrl);
  return (
    <ImageUpload
      {...args}
      imageUrl={url}
      onCropped={async (blob, info) => {
        await args.onCropped(blob, info);
        setUrl(URL.createObjectURL(blob));
      }}
    />
  );
}

const meta = {
  title: 'Events/ImageUpload',
  component: ImageUpload,
  args: { kind: 'banner', imageUrl: null, onCropped: fn() },
  render: StatefulUpload,
  decorators: [(Story) => <div style={{ maxWidth: 680 }}><Story /></div>],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { guide: <GuideGallery kind="banner" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: IMAGE_SPECS.banner.label })).toHaveAccessibleDescription(
      `JPEG or PNG, up to 1 MB, at least 1280 x 640 px (2:1)`,
    );
    await expect(canvas.getByRole('button', { name: 'Upload horizontal banner' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^GUIDE/ })).toBeInTheDocument();
  },
};

export const FileTooLarge: Story = {
  play: async ({ args }) => {
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput('banner'), big);
    const popup = await screen.findByRole('alertdialog', { name: IMAGE_MESSAGES.fileTooLarge });
    await waitFor(() => expect(popup).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const IncorrectDimensions: Story = {
  play: async ({ args }) => {
    await userEvent.upload(fileInput('banner'), await pictureFile(800, 400));
    const popup = await screen.findByRole('alertdialog', { name: IMAGE_MESSAGES.incorrectDimensions });
    await expect(popup).toHaveAccessibleDescription(incorrectDimensionsBody('banner', 800, 400));
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const ExactMinimumSkipsCrop: Story = {
  play: async ({ args, canvas }) => {
    // A PNG of exactly the minimum size: no crop dialog, re-encoded as JPEG.
    await userEvent.upload(fileInput('banner'), await pictureFile(1280, 640, 'image/png'));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(screen.queryByRole('dialog', { name: IMAGE_MESSAGES.cropTitle })).toBeNull();
    const [blob, info] = (args.onCropped as ReturnType<typeof fn>).mock.calls[0]!;
    await expect((blob as Blob).type).toBe(IMAGE_OUTPUT_MIME);
    await expect(info).toEqual({ width: 1280, height: 640 });
    await expect(await canvas.findByRole('img', { name: 'Horizontal Banner of the event' })).toBeVisible();
  },
};

export const CropLargerBanner: Story = {
  play: async ({ args }) => {
    await userEvent.upload(fileInput('banner'), await pictureFile(3000, 2000));
    const dialog = await screen.findByRole('dialog', { name: IMAGE_MESSAGES.cropTitle }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    const image = await screen.findByRole('img', { name: 'Horizontal Banner to crop' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [blob, info] = (args.onCropped as ReturnType<typeof fn>).mock.calls[0]! as [Blob, { width: number; height: number }];
    await expect(blob.type).toBe(IMAGE_OUTPUT_MIME);
    await expect(blob.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    // Default crop: 66.666 % of 2000 px high = 1333 px, 2666 px wide; scaled to at most twice the minimum.
    await expect(info).toEqual({ width: 2560, height: 1280 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: IMAGE_MESSAGES.cropTitle })).toBeNull());
  },
};

export const CropPoster: Story = {
  args: { kind: 'poster', guide: <GuideGallery kind="poster" /> },
  play: async ({ args }) => {
    await userEvent.upload(fileInput('poster'), await pictureFile(900, 900));
    await screen.findByRole('dialog', { name: IMAGE_MESSAGES.cropTitle }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [, info] = (args.onCropped as ReturnType<typeof fn>).mock.calls[0]! as [Blob, { width: number; height: number }];
    // 66.666 % of 900 is 600 px, under the 750 px minimum: the crop grows to 500 x 750.
    await expect(info).toEqual({ width: 500, height: 750 });
  },
};

export const CropCancelled: Story = {
  play: async ({ args }) => {
    await userEvent.upload(fileInput('banner'), await pictureFile(1600, 900));
    await screen.findByRole('dialog', { name: IMAGE_MESSAGES.cropTitle }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { imageUrl: bannerSamples[0]!.src },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Horizontal Banner of the event' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace horizontal banner' })).toBeInTheDocument();
  },
};

export const FilledPoster: Story = {
  args: { kind: 'poster', imageUrl: posterSamples[2]!.src },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Vertical Poster of the event' })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { imageUrl: bannerSamples[1]!.src, uploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading image');
    await expect(canvas.getByRole('button', { name: 'Replace horizontal banner' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: IMAGE_MESSAGES.bannerRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.bannerRequired);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, imageUrl: bannerSamples[3]!.src },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(fileInput('banner')).toBeDisabled();
  },
};

/** The crop dialog left open (for review and the accessibility check of the crop frame). */
export const CropDialog: Story = {
  play: async () => {
    await userEvent.upload(fileInput('banner'), await pictureFile(2400, 1600));
    const dialog = await screen.findByRole('dialog', { name: IMAGE_MESSAGES.cropTitle }, { timeout: 5000 });
    const image = (await screen.findByRole('img', { name: 'Horizontal Banner to crop' })) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.width > 0).toBe(true));
    const selection = dialog.querySelector<HTMLElement>('.ReactCrop__crop-selection')!;
    // The default crop: 66.666 % of the height, at 2:1, centred.
    await waitFor(() => {
      const box = selection.getBoundingClientRect();
      const img = image.getBoundingClientRect();
      expect(Math.abs(box.height / img.height - 0.66666)).toBeLessThan(0.01);
      expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.02);
    });
  },
};

/** A failed upload keeps the crop dialog open so the organiser can try again; the page shows the error. */
export const UploadFails: Story = {
  args: { onCropped: fn(async () => Promise.reject(new Error('Network down'))) },
  play: async ({ args }) => {
    await userEvent.upload(fileInput('banner'), await pictureFile(1600, 900));
    await screen.findByRole('dialog', { name: IMAGE_MESSAGES.cropTitle }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crop and upload' })).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog', { name: IMAGE_MESSAGES.cropTitle })).toBeInTheDocument();
  },
};
