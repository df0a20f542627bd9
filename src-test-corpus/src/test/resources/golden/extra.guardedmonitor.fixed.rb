main corpus.extra.guardedmonitor.fixed.Main.main
var corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied { false true } = false
var corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied { false true } = false

proc corpus.extra.guardedmonitor.fixed.Main$Guard.<init>[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s3: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Guard.<init>(Main.java:24)
  s5: write corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].condition // at corpus.extra.guardedmonitor.fixed.Main$Guard.<init>(Main.java:24)
}

proc corpus.extra.guardedmonitor.fixed.Main$Guard.<init>[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s3: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Guard.<init>(Main.java:24)
  s5: write corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].condition // at corpus.extra.guardedmonitor.fixed.Main$Guard.<init>(Main.java:24)
}

proc corpus.extra.guardedmonitor.fixed.Main$Guard.isSatisfied[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s1: read corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied // at corpus.extra.guardedmonitor.fixed.Main$Guard.isSatisfied(Main.java:28)
}

proc corpus.extra.guardedmonitor.fixed.Main$Guard.isSatisfied[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s1: read corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied // at corpus.extra.guardedmonitor.fixed.Main$Guard.isSatisfied(Main.java:28)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.<init>[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s4: write corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Monitor.<init>(Main.java:33)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen:38#6,corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning:74#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s2: read corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].condition // at corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor(Main.java:44)
  s3: await java.util.concurrent.locks.Condition@Main.java:24[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] on java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor(Main.java:44)
  s4: switch corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied false s2 true exit // at corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor(Main.java:45)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen:38#6,corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated:79#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s2: read corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].condition // at corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor(Main.java:44)
  s3: await java.util.concurrent.locks.Condition@Main.java:24[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] on java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor(Main.java:44)
  s4: switch corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied false s2 true exit // at corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor(Main.java:45)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning:74#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s2: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:36)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:36)
  s4: switch corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied false s6 true exit // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:37)
  s6: call corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen:38#6,corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning:74#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:38)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated:79#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s2: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:36)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:36)
  s4: switch corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied false s6 true exit // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:37)
  s6: call corpus.extra.guardedmonitor.fixed.Main$Monitor.awaitFor[corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen:38#6,corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated:79#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen(Main.java:38)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.leave[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s1: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Monitor.leave(Main.java:53)
  s2: release java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.leave(Main.java:53)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.signal[corpus.extra.guardedmonitor.fixed.Main$Service.run:65#8,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s2: read corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].condition // at corpus.extra.guardedmonitor.fixed.Main$Monitor.signal(Main.java:49)
  s3: signalAll java.util.concurrent.locks.Condition@Main.java:24[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] on java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.signal(Main.java:49)
}

proc corpus.extra.guardedmonitor.fixed.Main$Monitor.signal[corpus.extra.guardedmonitor.fixed.Main$Service.run:69#18,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s2: read corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].condition // at corpus.extra.guardedmonitor.fixed.Main$Monitor.signal(Main.java:49)
  s3: signalAll java.util.concurrent.locks.Condition@Main.java:24[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] on java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Monitor.signal(Main.java:49)
}

proc corpus.extra.guardedmonitor.fixed.Main$Service.<init>[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s3: call corpus.extra.guardedmonitor.fixed.Main$Monitor.<init>[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:58)
  s4: write corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:58)
  s6: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:59)
  s7: call corpus.extra.guardedmonitor.fixed.Main$Guard.<init>[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:59)
  s8: write corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isRunning // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:59)
  s10: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:60)
  s11: call corpus.extra.guardedmonitor.fixed.Main$Guard.<init>[corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:60)
  s12: write corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isStopped // at corpus.extra.guardedmonitor.fixed.Main$Service.<init>(Main.java:60)
}

proc corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s1: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning(Main.java:74)
  s2: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isRunning // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning(Main.java:74)
  s3: call corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning:74#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning(Main.java:74)
  s4: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning(Main.java:75)
  s5: call corpus.extra.guardedmonitor.fixed.Main$Monitor.leave[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning(Main.java:75)
}

proc corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s1: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated(Main.java:79)
  s2: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isStopped // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated(Main.java:79)
  s3: call corpus.extra.guardedmonitor.fixed.Main$Monitor.enterWhen[corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated:79#3,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated(Main.java:79)
  s4: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated(Main.java:80)
  s5: call corpus.extra.guardedmonitor.fixed.Main$Monitor.leave[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated(Main.java:80)
}

proc corpus.extra.guardedmonitor.fixed.Main$Service.run[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] {
  s1: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:63)
  s2: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:63)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:63)
  s4: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isRunning // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:64)
  s5: assign corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:59[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied true // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:64)
  s6: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:65)
  s7: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isRunning // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:65)
  s8: call corpus.extra.guardedmonitor.fixed.Main$Monitor.signal[corpus.extra.guardedmonitor.fixed.Main$Service.run:65#8,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:65)
  s9: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:66)
  s10: call corpus.extra.guardedmonitor.fixed.Main$Monitor.leave[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:66)
  s11: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:67)
  s12: read corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].lock // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:67)
  s13: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:67)
  s14: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isStopped // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:68)
  s15: assign corpus.extra.guardedmonitor.fixed.Main$Guard@Main.java:60[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85].satisfied true // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:68)
  s16: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:69)
  s17: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.isStopped // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:69)
  s18: call corpus.extra.guardedmonitor.fixed.Main$Monitor.signal[corpus.extra.guardedmonitor.fixed.Main$Service.run:69#18,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85,corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:69)
  s19: read corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85.monitor // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:70)
  s20: call corpus.extra.guardedmonitor.fixed.Main$Monitor.leave[corpus.extra.guardedmonitor.fixed.Main$Monitor@Main.java:58,corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main$Service.run(Main.java:70)
}

proc corpus.extra.guardedmonitor.fixed.Main.main {
  s2: call corpus.extra.guardedmonitor.fixed.Main$Service.<init>[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main.main(Main.java:85)
  s9: fork corpus.extra.guardedmonitor.fixed.Main$Service.run[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] java.lang.Thread@Main.java:86 // at corpus.extra.guardedmonitor.fixed.Main.main(Main.java:87)
  s10: call corpus.extra.guardedmonitor.fixed.Main$Service.awaitRunning[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main.main(Main.java:88)
  s11: call corpus.extra.guardedmonitor.fixed.Main$Service.awaitTerminated[corpus.extra.guardedmonitor.fixed.Main$Service@Main.java:85] // at corpus.extra.guardedmonitor.fixed.Main.main(Main.java:89)
  s12: join java.lang.Thread@Main.java:86 // at corpus.extra.guardedmonitor.fixed.Main.main(Main.java:90)
}
