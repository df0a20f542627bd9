main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:14.has.s_003adb { false true } = false

proc corpus.extra.chmbinlock.fixed.Main.<clinit> {
  s2: write corpus.extra.chmbinlock.fixed.Main.REGISTRY // at corpus.extra.chmbinlock.fixed.Main.<clinit>(Main.java:13)
  s5: write corpus.extra.chmbinlock.fixed.Main.CACHE // at corpus.extra.chmbinlock.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.chmbinlock.fixed.Main.lambda$main$0[corpus.extra.chmbinlock.fixed.Main.main:23#5] {
  s0: read java.lang.System.out          // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:23)
  s1: read corpus.extra.chmbinlock.fixed.Main.CACHE // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:23)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:14 // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:14.has.s_003adb false s3_1 true s3_3 // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
  s3_1: skip                             // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
  s3_7: call corpus.extra.chmbinlock.fixed.Main.load[corpus.extra.chmbinlock.fixed.Main.lambda$main$0:24#3,corpus.extra.chmbinlock.fixed.Main.main:23#5] // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
  s3_6: skip                             // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:14.has.s_003adb true // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:14 // at corpus.extra.chmbinlock.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.chmbinlock.fixed.Main.load[corpus.extra.chmbinlock.fixed.Main.lambda$main$0:24#3,corpus.extra.chmbinlock.fixed.Main.main:23#5] {
  s1: read corpus.extra.chmbinlock.fixed.Main.REGISTRY // at corpus.extra.chmbinlock.fixed.Main.load(Main.java:17)
  s2: acquire java.lang.Object@Main.java:13 // at corpus.extra.chmbinlock.fixed.Main.load(Main.java:17)
  s4: release java.lang.Object@Main.java:13 // at corpus.extra.chmbinlock.fixed.Main.load(Main.java:18)
}

proc corpus.extra.chmbinlock.fixed.Main.main {
  s5: fork corpus.extra.chmbinlock.fixed.Main.lambda$main$0[corpus.extra.chmbinlock.fixed.Main.main:23#5] java.lang.Thread@Main.java:23 // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:25)
  s6: read corpus.extra.chmbinlock.fixed.Main.REGISTRY // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:26)
  s7: acquire java.lang.Object@Main.java:13 // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:26)
  s8: read java.lang.System.out          // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:27)
  s10: release java.lang.Object@Main.java:13 // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:28)
  s16: read corpus.extra.chmbinlock.fixed.Main.CACHE // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:29)
  s17_1: acquire java.util.concurrent.ConcurrentHashMap@Main.java:14 // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:29)
  s17_2: release java.util.concurrent.ConcurrentHashMap@Main.java:14 // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:29)
  s17: skip                              // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:29)
  s17_4: assign java.util.concurrent.ConcurrentHashMap@Main.java:14.has.s_003adb true // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:29)
  s18: join java.lang.Thread@Main.java:23 // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:30)
}

proc entry {
  init0: call corpus.extra.chmbinlock.fixed.Main.<clinit> // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:23)
  main: call corpus.extra.chmbinlock.fixed.Main.main // at corpus.extra.chmbinlock.fixed.Main.main(Main.java:23)
}
