#pragma once
// The selected frequency pair, shared by every view that shows pairs (clocks, curves, spectrum…).

#include <QObject>

namespace rope::model {

class PairSelection : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    int pair() const { return m_pair; }
    void setPair(int pair)
    {
        if (pair == m_pair)
            return;
        m_pair = pair;
        emit changed(pair);
    }

signals:
    void changed(int pair);

private:
    int m_pair = 0;
};

} // namespace rope::model
