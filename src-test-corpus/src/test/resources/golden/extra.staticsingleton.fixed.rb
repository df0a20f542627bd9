main entry
var corpus.extra.staticsingleton.fixed.Main$Deadline.$init { 0 1 2 } = 0

proc corpus.extra.staticsingleton.fixed.Main$Deadline.$initialise {
  check: switch corpus.extra.staticsingleton.fixed.Main$Deadline.$init 0 take 1 take 2 used // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  take: acquire corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit> // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  test: switch corpus.extra.staticsingleton.fixed.Main$Deadline.$init 0 start 1 done 2 done // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  start: assign corpus.extra.staticsingleton.fixed.Main$Deadline.$init 1 // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  run: call corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit> // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  finish: assign corpus.extra.staticsingleton.fixed.Main$Deadline.$init 2 // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  done: release corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit> // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  used: skip                             // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit> {
  s1: call corpus.extra.staticsingleton.fixed.Main$Deadline.<init>[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  s2: write corpus.extra.staticsingleton.fixed.Main$Deadline.MAX // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.<init>[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] {
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.calculate {
  s0: read corpus.extra.staticsingleton.fixed.Main$Deadline.MAX // at corpus.extra.staticsingleton.fixed.Main$Deadline.calculate(Main.java:27)
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.expired[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] {
}

proc corpus.extra.staticsingleton.fixed.Main.<clinit> {
  s2: write corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.staticsingleton.fixed.Main.main {
  s5: fork corpus.extra.staticsingleton.fixed.Main.step java.lang.Thread@Main.java:47 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:48)
  s6: join java.lang.Thread@Main.java:47 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:49)
  s7: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:50)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:50)
  s9: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:51)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:51)
}

proc corpus.extra.staticsingleton.fixed.Main.step {
  s0: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:36)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:36)
  s2: call corpus.extra.staticsingleton.fixed.Main$Deadline.$initialise // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:38)
  s2_1: call corpus.extra.staticsingleton.fixed.Main$Deadline.calculate // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:38)
  s3: call corpus.extra.staticsingleton.fixed.Main$Deadline.expired[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:38)
  s10: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:43)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:43)
}

proc entry {
  init0: call corpus.extra.staticsingleton.fixed.Main.<clinit> // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:47)
  main: call corpus.extra.staticsingleton.fixed.Main.main // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:47)
}
