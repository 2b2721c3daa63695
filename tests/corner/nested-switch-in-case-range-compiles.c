/*
 * Rule: a switch nested in a case range whose cases break out of it compiles
 * (found building Linux 6.12's arch/x86/events/amd/core.c: an earlier plugin
 * crashed GCC's final pass here). Its table jump stays unchecked, the call
 * to g() is direct, and nothing is checked.
 */
// RUN: -O2
// RUN-OS: -Os
// CHECK-LABEL: f:
// CHECK-NOT: ud2
// CHECK: call{{.*}}g
// CHECK-NOT: ud2
// CHECK: .size{{[[:space:]]+}}f,
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
