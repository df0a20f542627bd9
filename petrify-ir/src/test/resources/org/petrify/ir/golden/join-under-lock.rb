main main

proc main {
  m0: acquire lock#L                     // at app.JoinUnderLock.main(JoinUnderLock.java:6)
  m1: fork worker t1                     // at app.JoinUnderLock.main(JoinUnderLock.java:8)
  m2: join t1                            // at app.JoinUnderLock.main(JoinUnderLock.java:9)
  m3: release lock#L                     // at app.JoinUnderLock.main(JoinUnderLock.java:10)
}

proc worker {
  w0: acquire lock#L                     // at app.JoinUnderLock.work(JoinUnderLock.java:14)
  w1: write counter                      // at app.JoinUnderLock.work(JoinUnderLock.java:15)
  w2: release lock#L                     // at app.JoinUnderLock.work(JoinUnderLock.java:16)
}
