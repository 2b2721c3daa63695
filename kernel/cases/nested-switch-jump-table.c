/*
 * Found building Linux 6.12 (arch/x86/events/amd/core.c,
 * amd_get_event_constraints_f15h): kcfi-gcc at 3f53674 crashed in GCC's
 * "final" pass (internal compiler error: Segmentation fault) on a switch
 * nested in a case range whose cases "break" out of it.  Rule: this must
 * compile; its jump-table jumps stay unchecked and the call to g() is direct.
 */
long g(long);

int f(int code, long cfg)
{
	switch (code & 0xf0) {
	case 0x00 ... 0x10:
		switch (code) {
		case 0x000:
			if (cfg)
				break;
			return 3;
		case 0x004:
			if (g(cfg) <= 1)
				break;
			return 3;
		case 0x003: case 0x00b: case 0x00d:
			return 3;
		}
		return 53;
	}
	return 0;
}
