main corpus.extra.guardedmonitor.Main.main
var corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied { false true } = false
var corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied { false true } = false

proc corpus.extra.guardedmonitor.Main$Guard.<init>[corpus.extra.guardedmonitor.Main$Guard@Main.java:62,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s3: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Guard.<init>(Main.java:27)
  s5: write corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].condition // at corpus.extra.guardedmonitor.Main$Guard.<init>(Main.java:27)
}

proc corpus.extra.guardedmonitor.Main$Guard.<init>[corpus.extra.guardedmonitor.Main$Guard@Main.java:63,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s3: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Guard.<init>(Main.java:27)
  s5: write corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].condition // at corpus.extra.guardedmonitor.Main$Guard.<init>(Main.java:27)
}

proc corpus.extra.guardedmonitor.Main$Guard.isSatisfied[corpus.extra.guardedmonitor.Main$Guard@Main.java:62,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s1: read corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied // at corpus.extra.guardedmonitor.Main$Guard.isSatisfied(Main.java:31)
}

proc corpus.extra.guardedmonitor.Main$Guard.isSatisfied[corpus.extra.guardedmonitor.Main$Guard@Main.java:63,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s1: read corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied // at corpus.extra.guardedmonitor.Main$Guard.isSatisfied(Main.java:31)
}

proc corpus.extra.guardedmonitor.Main$Monitor.<init>[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s4: write corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Monitor.<init>(Main.java:36)
}

proc corpus.extra.guardedmonitor.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.Main$Monitor.enterWhen:41#6,corpus.extra.guardedmonitor.Main$Service.awaitRunning:77#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s2: read corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].condition // at corpus.extra.guardedmonitor.Main$Monitor.awaitFor(Main.java:47)
  s3: await java.util.concurrent.locks.Condition@Main.java:27[corpus.extra.guardedmonitor.Main$Guard@Main.java:62,corpus.extra.guardedmonitor.Main$Service@Main.java:88] on java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.awaitFor(Main.java:47)
  s4: switch corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied false s2 true exit // at corpus.extra.guardedmonitor.Main$Monitor.awaitFor(Main.java:48)
}

proc corpus.extra.guardedmonitor.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.Main$Monitor.enterWhen:41#6,corpus.extra.guardedmonitor.Main$Service.awaitTerminated:82#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s2: read corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].condition // at corpus.extra.guardedmonitor.Main$Monitor.awaitFor(Main.java:47)
  s3: await java.util.concurrent.locks.Condition@Main.java:27[corpus.extra.guardedmonitor.Main$Guard@Main.java:63,corpus.extra.guardedmonitor.Main$Service@Main.java:88] on java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.awaitFor(Main.java:47)
  s4: switch corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied false s2 true exit // at corpus.extra.guardedmonitor.Main$Monitor.awaitFor(Main.java:48)
}

proc corpus.extra.guardedmonitor.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.Main$Service.awaitRunning:77#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s2: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:39)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:39)
  s4: switch corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied false s6 true exit // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:40)
  s6: call corpus.extra.guardedmonitor.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.Main$Monitor.enterWhen:41#6,corpus.extra.guardedmonitor.Main$Service.awaitRunning:77#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:41)
}

proc corpus.extra.guardedmonitor.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.Main$Service.awaitTerminated:82#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s2: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:39)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:39)
  s4: switch corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied false s6 true exit // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:40)
  s6: call corpus.extra.guardedmonitor.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.Main$Monitor.enterWhen:41#6,corpus.extra.guardedmonitor.Main$Service.awaitTerminated:82#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.enterWhen(Main.java:41)
}

proc corpus.extra.guardedmonitor.Main$Monitor.leave[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s1: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Monitor.leave(Main.java:56)
  s2: release java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.leave(Main.java:56)
}

proc corpus.extra.guardedmonitor.Main$Monitor.signal[corpus.extra.guardedmonitor.Main$Service.run:68#8,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s2: read corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].condition // at corpus.extra.guardedmonitor.Main$Monitor.signal(Main.java:52)
  s3: signalAll java.util.concurrent.locks.Condition@Main.java:27[corpus.extra.guardedmonitor.Main$Guard@Main.java:62,corpus.extra.guardedmonitor.Main$Service@Main.java:88] on java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Monitor.signal(Main.java:52)
}

proc corpus.extra.guardedmonitor.Main$Service.<init>[corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s3: call corpus.extra.guardedmonitor.Main$Monitor.<init>[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:61)
  s4: write corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:61)
  s6: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:62)
  s7: call corpus.extra.guardedmonitor.Main$Guard.<init>[corpus.extra.guardedmonitor.Main$Guard@Main.java:62,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:62)
  s8: write corpus.extra.guardedmonitor.Main$Service@Main.java:88.isRunning // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:62)
  s10: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:63)
  s11: call corpus.extra.guardedmonitor.Main$Guard.<init>[corpus.extra.guardedmonitor.Main$Guard@Main.java:63,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:63)
  s12: write corpus.extra.guardedmonitor.Main$Service@Main.java:88.isStopped // at corpus.extra.guardedmonitor.Main$Service.<init>(Main.java:63)
}

proc corpus.extra.guardedmonitor.Main$Service.awaitRunning[corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s1: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.awaitRunning(Main.java:77)
  s2: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.isRunning // at corpus.extra.guardedmonitor.Main$Service.awaitRunning(Main.java:77)
  s3: call corpus.extra.guardedmonitor.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.Main$Service.awaitRunning:77#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.awaitRunning(Main.java:77)
  s4: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.awaitRunning(Main.java:78)
  s5: call corpus.extra.guardedmonitor.Main$Monitor.leave[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.awaitRunning(Main.java:78)
}

proc corpus.extra.guardedmonitor.Main$Service.awaitTerminated[corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s1: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.awaitTerminated(Main.java:82)
  s2: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.isStopped // at corpus.extra.guardedmonitor.Main$Service.awaitTerminated(Main.java:82)
  s3: call corpus.extra.guardedmonitor.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.Main$Service.awaitTerminated:82#3,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.awaitTerminated(Main.java:82)
  s4: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.awaitTerminated(Main.java:83)
  s5: call corpus.extra.guardedmonitor.Main$Monitor.leave[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.awaitTerminated(Main.java:83)
}

proc corpus.extra.guardedmonitor.Main$Service.run[corpus.extra.guardedmonitor.Main$Service@Main.java:88] {
  s1: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:66)
  s2: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:66)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:66)
  s4: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.isRunning // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:67)
  s5: assign corpus.extra.guardedmonitor.Main$Guard@Main.java:62[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied true // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:67)
  s6: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:68)
  s7: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.isRunning // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:68)
  s8: call corpus.extra.guardedmonitor.Main$Monitor.signal[corpus.extra.guardedmonitor.Main$Service.run:68#8,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:68)
  s9: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:69)
  s10: call corpus.extra.guardedmonitor.Main$Monitor.leave[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:69)
  s11: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:70)
  s12: read corpus.extra.guardedmonitor.Main$Monitor@Main.java:61[corpus.extra.guardedmonitor.Main$Service@Main.java:88].lock // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:70)
  s13: acquire java.util.concurrent.locks.ReentrantLock@Main.java:36[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:70)
  s14: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.isStopped // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:71)
  s15: assign corpus.extra.guardedmonitor.Main$Guard@Main.java:63[corpus.extra.guardedmonitor.Main$Service@Main.java:88].satisfied true // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:71)
  s16: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:72)
  s17: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.isRunning // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:72)
  s18: call corpus.extra.guardedmonitor.Main$Monitor.signal[corpus.extra.guardedmonitor.Main$Service.run:68#8,corpus.extra.guardedmonitor.Main$Service@Main.java:88,corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:72)
  s19: read corpus.extra.guardedmonitor.Main$Service@Main.java:88.monitor // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:73)
  s20: call corpus.extra.guardedmonitor.Main$Monitor.leave[corpus.extra.guardedmonitor.Main$Monitor@Main.java:61,corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main$Service.run(Main.java:73)
}

proc corpus.extra.guardedmonitor.Main.main {
  s2: call corpus.extra.guardedmonitor.Main$Service.<init>[corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main.main(Main.java:88)
  s9: fork corpus.extra.guardedmonitor.Main$Service.run[corpus.extra.guardedmonitor.Main$Service@Main.java:88] java.lang.Thread@Main.java:89 // at corpus.extra.guardedmonitor.Main.main(Main.java:90)
  s10: call corpus.extra.guardedmonitor.Main$Service.awaitRunning[corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main.main(Main.java:91)
  s11: call corpus.extra.guardedmonitor.Main$Service.awaitTerminated[corpus.extra.guardedmonitor.Main$Service@Main.java:88] // at corpus.extra.guardedmonitor.Main.main(Main.java:92)
  s12: join java.lang.Thread@Main.java:89 // at corpus.extra.guardedmonitor.Main.main(Main.java:93)
}
