import { NotInConsole } from "../features/notices/notices";

/**
 * The pages whose content the console does not show (prescribing tools, patient statistics,
 * feedback, reference libraries, chat): see docs/behaviour/shell.md.
 */
export default NotInConsole;
