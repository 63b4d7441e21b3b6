#pragma once
#include <pango/pangocairo.h>
