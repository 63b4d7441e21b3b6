#pragma once
// SDL must not replace main(): the Swift entry point calls SDL_SetMainReady() itself.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
