main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003aalice { false true } = false
var java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003abob { false true } = false

proc corpus.extra.keyedlocks.Main.<clinit> {
  s3: write corpus.extra.keyedlocks.Main.LOCKS // at corpus.extra.keyedlocks.Main.<clinit>(Main.java:20)
}

proc corpus.extra.keyedlocks.Main.lambda$lockOf$0[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] {
}

proc corpus.extra.keyedlocks.Main.lambda$main$0 {
  s0: call corpus.extra.keyedlocks.Main.transfer[args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.Main.lambda$main$0:38#0] // at corpus.extra.keyedlocks.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.keyedlocks.Main.lambda$main$1 {
  s0: call corpus.extra.keyedlocks.Main.transfer[args(p0=text:bob;p1=text:alice),corpus.extra.keyedlocks.Main.lambda$main$1:45#0] // at corpus.extra.keyedlocks.Main.lambda$main$1(Main.java:45)
}

proc corpus.extra.keyedlocks.Main.lockOf[args(p0=text:alice),corpus.extra.keyedlocks.Main.transfer:27#2,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.Main.lambda$main$0:38#0] {
  s1: read corpus.extra.keyedlocks.Main.LOCKS // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003aalice false s3_1 true s3_3 // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_1: skip                             // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_7: call corpus.extra.keyedlocks.Main.lambda$lockOf$0[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_6: skip                             // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003aalice true // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
}

proc corpus.extra.keyedlocks.Main.lockOf[args(p0=text:bob),corpus.extra.keyedlocks.Main.transfer:27#2,args(p0=text:bob;p1=text:alice),corpus.extra.keyedlocks.Main.lambda$main$1:45#0] {
  s1: read corpus.extra.keyedlocks.Main.LOCKS // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3: acquire java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_4: switch java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003abob false s3_1 true s3_3 // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_1: skip                             // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_7: call corpus.extra.keyedlocks.Main.lambda$lockOf$0[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_6: skip                             // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_2: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003abob true // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
  s3_3: release java.util.concurrent.ConcurrentHashMap@Main.java:20 // at corpus.extra.keyedlocks.Main.lockOf(Main.java:23)
}

proc corpus.extra.keyedlocks.Main.main {
  s9: fork corpus.extra.keyedlocks.Main.lambda$main$0 java.lang.Thread@Main.java:36 // at corpus.extra.keyedlocks.Main.main(Main.java:50)
  s10: fork corpus.extra.keyedlocks.Main.lambda$main$1 java.lang.Thread@Main.java:43 // at corpus.extra.keyedlocks.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:36 // at corpus.extra.keyedlocks.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:43 // at corpus.extra.keyedlocks.Main.main(Main.java:53)
}

proc corpus.extra.keyedlocks.Main.transfer[args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.Main.lambda$main$0:38#0] {
  s2: call corpus.extra.keyedlocks.Main.lockOf[args(p0=text:alice),corpus.extra.keyedlocks.Main.transfer:27#2,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.Main.lambda$main$0:38#0] // at corpus.extra.keyedlocks.Main.transfer(Main.java:27)
  s3: acquire java.lang.Object@Main.java:23[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:27)
  s5: call corpus.extra.keyedlocks.Main.lockOf[args(p0=text:bob),corpus.extra.keyedlocks.Main.transfer:27#2,args(p0=text:bob;p1=text:alice),corpus.extra.keyedlocks.Main.lambda$main$1:45#0] // at corpus.extra.keyedlocks.Main.transfer(Main.java:29)
  s6: acquire java.lang.Object@Main.java:23[key(text:bob)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:29)
  s7: read java.lang.System.out          // at corpus.extra.keyedlocks.Main.transfer(Main.java:30)
  s10: release java.lang.Object@Main.java:23[key(text:bob)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:31)
  s20: release java.lang.Object@Main.java:23[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:32)
}

proc corpus.extra.keyedlocks.Main.transfer[args(p0=text:bob;p1=text:alice),corpus.extra.keyedlocks.Main.lambda$main$1:45#0] {
  s2: call corpus.extra.keyedlocks.Main.lockOf[args(p0=text:bob),corpus.extra.keyedlocks.Main.transfer:27#2,args(p0=text:bob;p1=text:alice),corpus.extra.keyedlocks.Main.lambda$main$1:45#0] // at corpus.extra.keyedlocks.Main.transfer(Main.java:27)
  s3: acquire java.lang.Object@Main.java:23[key(text:bob)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:27)
  s5: call corpus.extra.keyedlocks.Main.lockOf[args(p0=text:alice),corpus.extra.keyedlocks.Main.transfer:27#2,args(p0=text:alice;p1=text:bob),corpus.extra.keyedlocks.Main.lambda$main$0:38#0] // at corpus.extra.keyedlocks.Main.transfer(Main.java:29)
  s6: acquire java.lang.Object@Main.java:23[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:29)
  s7: read java.lang.System.out          // at corpus.extra.keyedlocks.Main.transfer(Main.java:30)
  s10: release java.lang.Object@Main.java:23[key(text:alice)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:31)
  s20: release java.lang.Object@Main.java:23[key(text:bob)@java.util.concurrent.ConcurrentHashMap@Main.java:20] // at corpus.extra.keyedlocks.Main.transfer(Main.java:32)
}

proc entry {
  init0: call corpus.extra.keyedlocks.Main.<clinit> // at corpus.extra.keyedlocks.Main.main(Main.java:36)
  main: call corpus.extra.keyedlocks.Main.main // at corpus.extra.keyedlocks.Main.main(Main.java:36)
}
