main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb { false true } = false

proc corpus.extra.chmbinlock.Main.<clinit> {
  s2: write corpus.extra.chmbinlock.Main.REGISTRY // at corpus.extra.chmbinlock.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.chmbinlock.Main.CACHE // at corpus.extra.chmbinlock.Main.<clinit>(Main.java:20)
}

proc corpus.extra.chmbinlock.Main.lambda$main$0[corpus.extra.chmbinlock.Main.main:29#5] {
  s0: read java.lang.System.out          // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:29)
  s1: read corpus.extra.chmbinlock.Main.CACHE // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:29)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb false s3_1 true s3_3 // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
  s3_1: skip                             // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
  s3_7: call corpus.extra.chmbinlock.Main.load[corpus.extra.chmbinlock.Main.lambda$main$0:30#3,corpus.extra.chmbinlock.Main.main:29#5] // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
  s3_6: skip                             // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb true // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.chmbinlock.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.chmbinlock.Main.load[corpus.extra.chmbinlock.Main.lambda$main$0:30#3,corpus.extra.chmbinlock.Main.main:29#5] {
  s1: read corpus.extra.chmbinlock.Main.REGISTRY // at corpus.extra.chmbinlock.Main.load(Main.java:23)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.chmbinlock.Main.load(Main.java:23)
  s4: release java.lang.Object@Main.java:19 // at corpus.extra.chmbinlock.Main.load(Main.java:24)
}

proc corpus.extra.chmbinlock.Main.main {
  s5: fork corpus.extra.chmbinlock.Main.lambda$main$0[corpus.extra.chmbinlock.Main.main:29#5] java.lang.Thread@Main.java:29 // at corpus.extra.chmbinlock.Main.main(Main.java:31)
  s6: read corpus.extra.chmbinlock.Main.REGISTRY // at corpus.extra.chmbinlock.Main.main(Main.java:32)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.chmbinlock.Main.main(Main.java:32)
  s8: read corpus.extra.chmbinlock.Main.CACHE // at corpus.extra.chmbinlock.Main.main(Main.java:33)
  s9_1: acquire java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.chmbinlock.Main.main(Main.java:33)
  s9_2: release java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.chmbinlock.Main.main(Main.java:33)
  s9: skip                               // at corpus.extra.chmbinlock.Main.main(Main.java:33)
  s9_4: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb true // at corpus.extra.chmbinlock.Main.main(Main.java:33)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.chmbinlock.Main.main(Main.java:34)
  s16: join java.lang.Thread@Main.java:29 // at corpus.extra.chmbinlock.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.chmbinlock.Main.<clinit> // at corpus.extra.chmbinlock.Main.main(Main.java:29)
  main: call corpus.extra.chmbinlock.Main.main // at corpus.extra.chmbinlock.Main.main(Main.java:29)
}
