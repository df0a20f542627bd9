main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:18.has.s_003aalice { false true } = false
var java.util.concurrent.ConcurrentHashMap@Main.java:18.has.s_003abob { false true } = false

proc corpus.extra.keyedlocks.fixed.Main.<clinit> {
  s3: write corpus.extra.keyedlocks.fixed.Main.LOCKS // at corpus.extra.keyedlocks.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.keyedlocks.fixed.Main.lambda$lockOf$0[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:18] {
}

proc corpus.extra.keyedlocks.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.keyedlocks.fixed.Main.transfer[args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] // at corpus.extra.keyedlocks.fixed.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.keyedlocks.fixed.Main.lambda$main$1 {
  s0: call corpus.extra.keyedlocks.fixed.Main.transfer[args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] // at corpus.extra.keyedlocks.fixed.Main.lambda$main$1(Main.java:43)
}

proc corpus.extra.keyedlocks.fixed.Main.lockOf[args(p0=text:alice),corpus.extra.keyedlocks.fixed.Main.transfer:25#2,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] {
  s1: read corpus.extra.keyedlocks.fixed.Main.LOCKS // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:18.has.s_003aalice false s3_1 true s3_3 // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_1: skip                             // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_7: call corpus.extra.keyedlocks.fixed.Main.lambda$lockOf$0[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:18] // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_6: skip                             // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:18.has.s_003aalice true // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
}

proc corpus.extra.keyedlocks.fixed.Main.lockOf[args(p0=text:bob),corpus.extra.keyedlocks.fixed.Main.transfer:27#5,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] {
  s1: read corpus.extra.keyedlocks.fixed.Main.LOCKS // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:18.has.s_003abob false s3_1 true s3_3 // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_1: skip                             // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_7: call corpus.extra.keyedlocks.fixed.Main.lambda$lockOf$0[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:18] // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_6: skip                             // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:18.has.s_003abob true // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.extra.keyedlocks.fixed.Main.lockOf(Main.java:21)
}

proc corpus.extra.keyedlocks.fixed.Main.main {
  s9: fork corpus.extra.keyedlocks.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:34 // at corpus.extra.keyedlocks.fixed.Main.main(Main.java:48)
  s10: fork corpus.extra.keyedlocks.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:41 // at corpus.extra.keyedlocks.fixed.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:34 // at corpus.extra.keyedlocks.fixed.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:41 // at corpus.extra.keyedlocks.fixed.Main.main(Main.java:51)
}

proc corpus.extra.keyedlocks.fixed.Main.transfer[args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] {
  s2: call corpus.extra.keyedlocks.fixed.Main.lockOf[args(p0=text:alice),corpus.extra.keyedlocks.fixed.Main.transfer:25#2,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:25)
  s3: acquire java.lang.Object@Main.java:21[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:18] // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:25)
  s5: call corpus.extra.keyedlocks.fixed.Main.lockOf[args(p0=text:bob),corpus.extra.keyedlocks.fixed.Main.transfer:27#5,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.fixed.Main.lambda$main$0:36#0] // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:27)
  s6: acquire java.lang.Object@Main.java:21[key(text:bob)@java.util.concurrent.ConcurrentHashMap@Main.java:18] // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:27)
  s7: read java.lang.System.out          // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:28)
  s10: release java.lang.Object@Main.java:21[key(text:bob)@java.util.concurrent.ConcurrentHashMap@Main.java:18] // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:29)
  s20: release java.lang.Object@Main.java:21[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:18] // at corpus.extra.keyedlocks.fixed.Main.transfer(Main.java:30)
}

proc entry {
  init0: call corpus.extra.keyedlocks.fixed.Main.<clinit> // at corpus.extra.keyedlocks.fixed.Main.main(Main.java:34)
  main: call corpus.extra.keyedlocks.fixed.Main.main // at corpus.extra.keyedlocks.fixed.Main.main(Main.java:34)
}
