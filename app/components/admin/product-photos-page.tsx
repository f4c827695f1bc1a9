import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { IMAGE_WIDTH, imageUrl, isDisplayableImage } from "~/lib/images";
import { MAX_IMAGES } from "~/lib/product-editor";
import { PHOTO_ALT_MAX, PHOTO_MAX_BYTES, PHOTO_TYPES, type PhotosActionData } from "~/lib/product-photos";
import { AdminBackLink, AdminPageHeading } from "./admin-table";

type Props = {
  product: {
    id: string;
    title: string;
    slug: string;
    images: string[];
    imageAlts: Record<string, string>;
    archived: boolean;
  };
  result: PhotosActionData | undefined;
};

/**
 * A product's photos: upload several at once (chosen or dropped), put them in order, describe
 * each for screen readers, take one off.
 */
export function ProductPhotosPage({ product, result }: Props) {
  const room = MAX_IMAGES - product.images.length;
  return (
    <>
      <AdminBackLink to={`/admin/products/${product.id}`}>{product.title}</AdminBackLink>
      <AdminPageHeading title="Photos">
        The first photo leads on cards and on the product page. At most {MAX_IMAGES} photos.
      </AdminPageHeading>
      <div className="grid gap-3" aria-live="polite">
        {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
        {result?.error && <FormAlert>{result.error}</FormAlert>}
        {result?.rejected && (
          <FormAlert>
            Not added:
            <ul className="mt-1 list-disc pl-5">
              {result.rejected.map((photo) => (
                <li key={photo.name}>
                  {photo.name} {photo.reason}
                </li>
              ))}
            </ul>
          </FormAlert>
        )}
      </div>
      {room > 0 ? (
        <UploadForm room={room} />
      ) : (
        <p className="mt-6">This product has {MAX_IMAGES} photos: take one off to add another.</p>
      )}
      <h2 className="mt-8 mb-3 text-lg font-semibold">In the order shoppers see them</h2>
      {product.images.length === 0 ? (
        <p className="text-muted-foreground">No photo yet: the store shows “No Image” in its place.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {product.images.map((image, index) => (
            <PhotoCard
              key={image}
              image={image}
              alt={product.imageAlts[image] ?? ""}
              title={product.title}
              position={index + 1}
              count={product.images.length}
            />
          ))}
        </ol>
      )}
    </>
  );
}

function UploadForm({ room }: { room: number }) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [chosen, setChosen] = useState(0);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-3">
      <input type="hidden" name="intent" value="upload" />
      <label className="relative grid min-h-36 cursor-pointer place-items-center rounded-lg border-2 border-dashed p-6 text-center focus-within:outline-2 focus-within:outline-ring hover:bg-muted/50">
        <span>
          <span className="block font-semibold">Choose photos, or drop them here</span>
          <span className="block text-sm text-muted-foreground">
            JPEG, PNG, WebP or AVIF, up to {PHOTO_MAX_BYTES / 1024 / 1024} MB each; room for {room} more.
          </span>
          {chosen > 0 && (
            <span className="mt-2 block text-sm font-semibold">
              {chosen === 1 ? "1 photo chosen" : `${chosen} photos chosen`}
            </span>
          )}
        </span>
        {/* The input covers the area, so a photo dropped anywhere on it is taken, with or without JavaScript. */}
        <input
          type="file"
          name="photos"
          multiple
          accept={PHOTO_TYPES.join(",")}
          onChange={(event) => setChosen(event.currentTarget.files?.length ?? 0)}
          className="absolute inset-0 cursor-pointer opacity-0"
        />
      </label>
      <Button type="submit" variant="ink" className="h-11 sm:w-fit" disabled={uploading}>
        {uploading ? "Uploading…" : "Upload photos"}
      </Button>
    </Form>
  );
}

type PhotoCardProps = { image: string; alt: string; title: string; position: number; count: number };

function PhotoCard({ image, alt, title, position, count }: PhotoCardProps) {
  const label = `photo ${position}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      {isDisplayableImage(image) ? (
        <img
          src={imageUrl(image, IMAGE_WIDTH.card)}
          alt={alt || `${title}, ${position} of ${count}`}
          width={400}
          height={400}
          loading="lazy"
          className="aspect-square w-full rounded object-contain"
        />
      ) : (
        <p className="grid aspect-square place-items-center rounded bg-muted text-sm">Photo {position}: no image</p>
      )}
      <p className="truncate text-xs text-muted-foreground">{image}</p>
      {/* Keyed by the saved words, so the field shows them again once a save comes back. */}
      <AltForm key={alt} image={image} alt={alt} title={title} position={position} />
      <div className="flex flex-wrap gap-2">
        {position > 1 && <PhotoButton image={image} intent="move" direction="up" text="Move up" label={label} />}
        {position < count && (
          <PhotoButton image={image} intent="move" direction="down" text="Move down" label={label} />
        )}
        <PhotoButton image={image} intent="remove" text="Remove" label={label} />
      </div>
    </li>
  );
}

function PhotoButton(props: {
  image: string;
  intent: "move" | "remove";
  direction?: "up" | "down";
  text: string;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="image" value={props.image} />
      {props.direction && <input type="hidden" name="direction" value={props.direction} />}
      <Button type="submit" variant="outline" size="sm">
        {props.text}
        <span className="sr-only"> {props.label}</span>
      </Button>
    </Form>
  );
}

/** The photo's alt text: what a screen reader says of it on the product page; empty says the product's name. */
function AltForm({ image, alt, title, position }: { image: string; alt: string; title: string; position: number }) {
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="image" value={image} />
      <FormField
        label={`Alt text of photo ${position}`}
        name="alt"
        defaultValue={alt}
        maxLength={PHOTO_ALT_MAX}
        placeholder={title}
        hint="What the photo shows, for shoppers who cannot see it. Empty: the product's name."
      />
      <Button type="submit" variant="outline" size="sm" className="w-fit">
        Save alt text<span className="sr-only"> of photo {position}</span>
      </Button>
    </Form>
  );
}
