import { VideoRecorder } from "@doctor-console/ui/publishing";
import { Card } from "@doctor-console/ui/primitives";

/** /releaseM/video: the video recording test page (camera, microphone, MediaRecorder). */
export default function VideoPage() {
  return (
    <Card className="p-6">
      <VideoRecorder />
    </Card>
  );
}
