// SPDX-License-Identifier: GPL-3.0-or-later
#include "streamedarrays.h"

#include <algorithm>

namespace cl {

StreamedArrays::StreamedArrays(std::vector<Array> inOrder, JsonReader &reader, LoadErrors &errors,
                               Header header)
    : mArrays(std::move(inOrder))
    , mStates(mArrays.size())
    , r(reader)
    , mErrors(errors)
    , mHeader(std::move(header))
{ }

JsonStream StreamedArrays::stream()
{
    JsonStream s;
    for (const Array &a : mArrays)
        s.arrays.push_back(a.key);
    s.element = [this](const std::string &key, std::size_t index, json &&e, const json &soFar) {
        for (std::size_t i = 0; i < mArrays.size(); ++i)
            if (mArrays[i].key == key)
                element(i, index, std::move(e), soFar);
    };
    s.arrayEnd = [this](const std::string &key, std::size_t count) {
        for (std::size_t i = 0; i < mArrays.size(); ++i)
            if (mArrays[i].key == key) {
                mStates[i].streamed = true;
                mStates[i].ended = true;
                mStates[i].count = count;
            }
    };
    return s;
}

bool StreamedArrays::ready(std::size_t which, const json &soFar)
{
    if (!mHeaderRead)
        mHeaderRead = mHeader(soFar, false);
    if (!mHeaderRead || !*mHeaderRead)
        return false;
    for (std::size_t i = 0; i < which; ++i)
        if (!mStates[i].ended || !mStates[i].kept.empty())
            return false; // an array read before this one is not read yet
    return mStates[which].kept.empty();
}

void StreamedArrays::element(std::size_t which, std::size_t index, json &&e, const json &soFar)
{
    State &s = mStates[which];
    s.streamed = true;
    s.count = index + 1;
    if (mHeaderRead && !*mHeaderRead)
        return; // a refused document reads no further
    if (ready(which, soFar))
        readOne(which, e, index);
    else
        s.kept.push_back(std::move(e));
}

void StreamedArrays::readOne(std::size_t which, const json &e, std::size_t index)
{
    State &s = mStates[which];
    if (!s.started) {
        s.started = true;
        s.errorsBegin = mErrors.size();
    }
    if (index < mArrays[which].ceiling) // past it the array is refused whole (finish)
        mArrays[which].read(e, JsonReader::child("/" + mArrays[which].key, index));
}

void StreamedArrays::refuseIfTooMany(std::size_t which)
{
    const State &s = mStates[which];
    const Array &a = mArrays[which];
    if (s.count <= a.ceiling)
        return;
    // Its errors run up to where a later array's start (arrays read as they streamed).
    std::size_t begin = s.started ? s.errorsBegin : mErrors.size();
    std::size_t end = mErrors.size();
    for (std::size_t i = which + 1; i < mStates.size(); ++i)
        if (mStates[i].started)
            end = std::min(end, mStates[i].errorsBegin);
    begin = std::min(begin, end);
    mErrors.erase(mErrors.begin() + std::ptrdiff_t(begin), mErrors.begin() + std::ptrdiff_t(end));
    r.error(JsonReader::child("", a.key), "expected at most " + std::to_string(a.ceiling)
                                              + " entries, got " + std::to_string(s.count));
    std::rotate(mErrors.begin() + std::ptrdiff_t(begin), mErrors.end() - 1, mErrors.end());
    for (std::size_t i = which + 1; i < mStates.size(); ++i)
        if (mStates[i].started)
            mStates[i].errorsBegin = mStates[i].errorsBegin - (end - begin) + 1;
}

bool StreamedArrays::readHeader(const json &doc)
{
    if (!mHeaderRead)
        mHeaderRead = mHeader(doc, true);
    return mHeaderRead.value_or(false);
}

void StreamedArrays::finish(const json &doc)
{
    for (std::size_t i = 0; i < mArrays.size(); ++i) {
        State &s = mStates[i];
        if (!s.streamed) {
            if (const json *a = boundedArray(r, doc, mArrays[i].key, mArrays[i].ceiling, true))
                for (std::size_t k = 0; k < a->size(); ++k)
                    mArrays[i].read((*a)[k], JsonReader::child("/" + mArrays[i].key, k));
            continue;
        }
        const std::size_t first = s.count - s.kept.size();
        for (std::size_t k = 0; k < s.kept.size(); ++k)
            readOne(i, s.kept[k], first + k);
        s.kept.clear();
        refuseIfTooMany(i);
    }
}

const StreamedArrays::json *StreamedArrays::boundedArray(JsonReader &r, const json &doc,
                                                         const std::string &key,
                                                         std::size_t ceiling, bool required)
{
    const json *a = r.array(doc, "", key, required);
    if (a && a->size() > ceiling) {
        r.error(JsonReader::child("", key), "expected at most " + std::to_string(ceiling)
                                                + " entries, got " + std::to_string(a->size()));
        return nullptr;
    }
    return a;
}

} // namespace cl
