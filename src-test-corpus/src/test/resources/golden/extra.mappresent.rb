main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb { false true } = false

proc corpus.extra.mappresent.Main.<clinit> {
  s2: write corpus.extra.mappresent.Main.POOL // at corpus.extra.mappresent.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.mappresent.Main.CACHE // at corpus.extra.mappresent.Main.<clinit>(Main.java:20)
}

proc corpus.extra.mappresent.Main.lambda$main$0[corpus.extra.mappresent.Main.main:29#5] {
  s0: read java.lang.System.out          // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:29)
  s1: read corpus.extra.mappresent.Main.CACHE // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:29)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb false s3_1 true s3_3 // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
  s3_1: skip                             // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
  s3_7: call corpus.extra.mappresent.Main.open[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
  s3_6: skip                             // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb true // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.mappresent.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.mappresent.Main.lambda$main$1[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:20] {
}

proc corpus.extra.mappresent.Main.main {
  s5: fork corpus.extra.mappresent.Main.lambda$main$0[corpus.extra.mappresent.Main.main:29#5] java.lang.Thread@Main.java:29 // at corpus.extra.mappresent.Main.main(Main.java:31)
  s6: read corpus.extra.mappresent.Main.POOL // at corpus.extra.mappresent.Main.main(Main.java:32)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.mappresent.Main.main(Main.java:32)
  s8: read java.lang.System.out          // at corpus.extra.mappresent.Main.main(Main.java:33)
  s9: read corpus.extra.mappresent.Main.CACHE // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11: acquire java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb false s11_1 true s11_3 // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11_1: skip                            // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11_7: call corpus.extra.mappresent.Main.lambda$main$1[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11_6: skip                            // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003adb true // at corpus.extra.mappresent.Main.main(Main.java:33)
  s11_3: release java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.mappresent.Main.main(Main.java:33)
  s14: release java.lang.Object@Main.java:19 // at corpus.extra.mappresent.Main.main(Main.java:34)
  s20: join java.lang.Thread@Main.java:29 // at corpus.extra.mappresent.Main.main(Main.java:35)
}

proc corpus.extra.mappresent.Main.open[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:20] {
  s1: read corpus.extra.mappresent.Main.POOL // at corpus.extra.mappresent.Main.open(Main.java:23)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.mappresent.Main.open(Main.java:23)
  s4: release java.lang.Object@Main.java:19 // at corpus.extra.mappresent.Main.open(Main.java:24)
}

proc entry {
  init0: call corpus.extra.mappresent.Main.<clinit> // at corpus.extra.mappresent.Main.main(Main.java:29)
  main: call corpus.extra.mappresent.Main.main // at corpus.extra.mappresent.Main.main(Main.java:29)
}
