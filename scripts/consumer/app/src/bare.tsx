// The same host page element without @doctor-console/ui: the reference for "host styles untouched".
import "./bare.css";

document.getElementById("root")!.innerHTML =
  '<main><h1 id="host-title">Host app</h1><div id="host-box" class="p-4 text-sm">Host element</div><div id="host-plain" class="host-plain">Host element styled by the host\'s own CSS</div><p id="host-para" class="host-para">Host paragraph</p></main>';
