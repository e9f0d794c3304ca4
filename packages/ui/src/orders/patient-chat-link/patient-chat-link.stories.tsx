import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { PatientChatLink } from "./patient-chat-link";

/** A QR code of the link below, as the reference server makes it (a PNG data URL). */
const QR =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAB4CAYAAAA5ZDbSAAAAAklEQVR4AewaftIAAAVZSURBVO3BUWpkOQIAwUxR979yrn8EorHMc9k9vQhF2AeuYw2uow2uow2uo734g8rfVDGprComlVXFpPJExUplqlipTBWTylMVT6j8TRXT4Dra4Draiy9U/JTKb1D5qYonVKaKHZUdlVXFZyp+g8pnBtfRBtfRBtfRXnyDyhMVP1XxhMqOyqpiUllV/D9QeaLiicF1tMF1tBf/UMVKZadiUpkqVipTxUplqniHyo7KVPH/YHAdbXAdbXAd7cU/pPKUylQxqawqJpWnVKaKSWVVMamsKiaVVcW/MLiONriO9uIbKn5TxUrlCZUdlXdUTCpTxUplqlip/FTFbxpcRxtcR3vxBZW/SWVVMamsKiaVqWKlMlWsVHZUpopJZVUxqawqJpUnVP6mwXW0wXW0wXW0F3+o+K9UrFR2VKaKSWVVMak8VTGpTBW/reK/MriONriOZh9YqEwVOyr/pYpJZapYqUwVOyqris+orCqeUNmp2FGZKlYqT1RMg+tog+tog+to9oGHVJ6o2FHZqZhUflvFpLKqmFR2KnZUpoonVH5DxWcG19EG19FefEFlp+IJladUpoqVylQxqawqJpV3VPyUyqpiUpkqVirvUJkqpsF1tMF1tMF1tBdfqHhKZaqYKlYqU8W/UrFS+a6KnYqVylQxqawqdlR2Kj4zuI42uI5mH1ioTBUrlZ2KSWWnYkdlp+IzKquKHZWpYkdlqlip7FTsqHym4h0qOxXT4Dra4Drai2+o2FH5TMVKZarYqXiiYqUyVawqvktlVTGp7KisKr5LZafiicF1tMF1tMF1tBdfUNmpWFVMKpPKqmKnYkflMxU7KjsVK5XPVLyjYkfliYqVyncNrqMNrqO9+EPFpLKq2FGZKv4rKquKn6qYVFYVU8VPVaxU3qEyVUyD62iD62iD62j2gQ2Vpyo+o7KqmFRWFZPKExX/isqqYlL5bRXfNbiONriOZh9YqOxUTCqrip9S2amYVHYqJpVVxaTyRMVvU5kqVipTxUplqlipTBXT4Dra4Dra4Draiz9U7KhMFSuVqWJSWVVMKu+omFR+Q8Wk8g6VqeIdFZPKTw2uow2uo9kH3qCyU7Gj8kTFSmWqmFR2KlYqOxWTyk7FEyr/SsU0uI42uI5mH9hQ+W0VOypTxY7KVLFS2anYUfmpih2VqeIJlVXFpLJTMQ2uow2uow2uo9kHFiq/qWKlMlXsqOxU7Kg8UfGEyqpiUnlHxY7KTsV3Da6jDa6jvfhCxUplqlipTBWTyo7KO1SeqFipTCo7FTsqT1SsVD6jsqp4QmWnYhpcRxtcRxtcR3vxJpVVxWcqdlTeUfGOikllVfGZih2Vd6hMFSuV3zS4jja4jvbiCyqriknlCZXfUPFdKjsVOypTxTtUnlDZqdhRWVV8ZnAdbXAdbXAd7cUfKp6oeKJiR2VVMansqPxNFZPKqmKnYlJZVTyhsqPyXYPraIPraC/+oPI3Veyo7Kh8pmJHZVWxo/KZipXKjsoTKlPFOyqeGFxHG1xHe/GFip9S+Q0V31WxUtmpeKJiUnlHxU+prCo+M7iONriONriO9uIbVJ6oeEfFpLKjMlX8BpWpYlLZqVip7Kj8VMWOylQxDa6jDa6jvfg/ojJVvEPlHRWfqVipTCqrih2VqeIJlZ2KJwbX0QbX0QbX0V78QxUrlUllVfFdFTsqOyo7FZPKSuW7VHYqViqTyhOD62iD62gvvqHib6qYVHYqJpWnVKaKlcp3VfxUxUrlNw2uow2uow2uo734gsrfpPKUynep7KisKiaVJ1SeqphUdiomlVXFdw2uow2uo9kHrmMNrqMNrqP9D8PQ8yR20oNiAAAAAElFTkSuQmCC";

const meta = {
  title: "Orders/PatientChatLink",
  component: PatientChatLink,
  args: {
    url: "http://localhost:4173/patient/chat/10014?e=1796000000000&s=demo",
    qr: QR,
    expiresAt: "2026-12-03 08:30:15",
  },
} satisfies Meta<typeof PatientChatLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 患者端: the QR code, the link (a new tab) and its expiry in the product's date format. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: "患者端" });
    const qr = within(region).getByRole("img", { name: "患者端二维码" });
    await expect(qr).toHaveAttribute("src", args.qr);
    // The data URL is an image the browser decodes.
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const link = within(region).getByRole("link", { name: /打开患者端/ });
    await expect(link).toHaveAttribute("href", args.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    await expect(within(region).getByText("有效期至 2026-12-03 08:30")).toBeVisible();
  },
};
