main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb { false true } = false

proc corpus.extra.mappresent.fixed.Main.<clinit> {
  s2: write corpus.extra.mappresent.fixed.Main.POOL // at corpus.extra.mappresent.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.mappresent.fixed.Main.CACHE // at corpus.extra.mappresent.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.mappresent.fixed.Main.lambda$main$0[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:19] {
}

proc corpus.extra.mappresent.fixed.Main.lambda$main$1[corpus.extra.mappresent.fixed.Main.main:29#8] {
  s0: read java.lang.System.out          // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:29)
  s1: read corpus.extra.mappresent.fixed.Main.CACHE // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:29)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:19 // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb false s3_1 true s3_3 // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
  s3_1: skip                             // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
  s3_7: call corpus.extra.mappresent.fixed.Main.open[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:19] // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
  s3_6: skip                             // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb true // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:19 // at corpus.extra.mappresent.fixed.Main.lambda$main$1(Main.java:30)
}

proc corpus.extra.mappresent.fixed.Main.lambda$main$2[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:19] {
}

proc corpus.extra.mappresent.fixed.Main.main {
  s1: read corpus.extra.mappresent.fixed.Main.CACHE // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:19 // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb false s3_1 true s3_3 // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3_1: skip                             // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3_7: call corpus.extra.mappresent.fixed.Main.lambda$main$0[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:19] // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3_6: skip                             // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb true // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:19 // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  s8: fork corpus.extra.mappresent.fixed.Main.lambda$main$1[corpus.extra.mappresent.fixed.Main.main:29#8] java.lang.Thread@Main.java:29 // at corpus.extra.mappresent.fixed.Main.main(Main.java:31)
  s9: read corpus.extra.mappresent.fixed.Main.POOL // at corpus.extra.mappresent.fixed.Main.main(Main.java:32)
  s10: acquire java.lang.Object@Main.java:18 // at corpus.extra.mappresent.fixed.Main.main(Main.java:32)
  s11: read java.lang.System.out         // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s12: read corpus.extra.mappresent.fixed.Main.CACHE // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14: acquire java.util.concurrent.ConcurrentHashMap@Main.java:19 // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb false s14_1 true s14_3 // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14_1: skip                            // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14_7: call corpus.extra.mappresent.fixed.Main.lambda$main$2[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:19] // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14_6: skip                            // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:19.has.s_003adb true // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s14_3: release java.util.concurrent.ConcurrentHashMap@Main.java:19 // at corpus.extra.mappresent.fixed.Main.main(Main.java:33)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.mappresent.fixed.Main.main(Main.java:34)
  s23: join java.lang.Thread@Main.java:29 // at corpus.extra.mappresent.fixed.Main.main(Main.java:35)
}

proc corpus.extra.mappresent.fixed.Main.open[key(text:db)@java.util.concurrent.ConcurrentHashMap@Main.java:19] {
  s1: read corpus.extra.mappresent.fixed.Main.POOL // at corpus.extra.mappresent.fixed.Main.open(Main.java:22)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.mappresent.fixed.Main.open(Main.java:22)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.mappresent.fixed.Main.open(Main.java:23)
}

proc entry {
  init0: call corpus.extra.mappresent.fixed.Main.<clinit> // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
  main: call corpus.extra.mappresent.fixed.Main.main // at corpus.extra.mappresent.fixed.Main.main(Main.java:28)
}
