import { deviceList } from "../../components/ui/device-list.ts";
import { COMPARE_MAX } from "./compare.ts";

/** The cars picked with 'Comparer', kept on the device: the same in every tab, nothing sent until the comparison is opened. */
export const comparedList = deviceList("autoafrique:comparer", COMPARE_MAX);
