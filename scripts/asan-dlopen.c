/*
 * Preloaded ahead of the AddressSanitizer runtime when Debian's (not
 * instrumented) PHP loads the ASan build of the extension: PHP opens
 * extensions with RTLD_DEEPBIND, which the sanitizer runtime refuses, so
 * this dlopen() drops that flag and passes the call on.
 */
#define _GNU_SOURCE
#include <dlfcn.h>

void *dlopen(const char *file, int mode)
{
	static void *(*next_dlopen)(const char *, int);

	if (!next_dlopen) {
		next_dlopen = (void *(*)(const char *, int)) dlsym(RTLD_NEXT, "dlopen");
	}
	return next_dlopen(file, mode & ~RTLD_DEEPBIND);
}
