import { createIcon } from "../create-icon";

export const LoaderIcon = createIcon("LoaderIcon", <path d="M21 12a9 9 0 1 1-6.219-8.56" />);
