main entry

proc corpus.extra.deephelpers.Main.<clinit> {
  s2: write corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.<clinit>(Main.java:20)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:39#25] {
  s2: call corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:39#25] // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:39#25]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:39#25]#args,p1=0 // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11] {
  s2: call corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:40#11] // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19] {
  s2: call corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:36#19] // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:38#23] {
  s2: call corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:38#23] // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:38#23]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:38#23]#args,p1=1 // at corpus.extra.deephelpers.Main.d1(Main.java:32)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:39#25] {
  s2: call corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:39#25]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=0,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:40#11] {
  s2: call corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=0),corpus.extra.deephelpers.Main.d1:32#2,args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=0,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:36#19] {
  s2: call corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=1,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:38#23] {
  s2: call corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d2[args(p1=1),corpus.extra.deephelpers.Main.d1:32#2,args(p1=1),corpus.extra.deephelpers.Main.first:38#23]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=1,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d2(Main.java:31)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2] {
  s2: call corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2] // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s2e1: call corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s2e1: call corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=0,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s2e2: call corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=0),corpus.extra.deephelpers.Main.d2:31#2,args(p1=0),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=0,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s2e2: call corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2] {
  s2: call corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2] // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s2e1: call corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s2e1: call corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=1,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s2e2: call corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d3[args(p1=1),corpus.extra.deephelpers.Main.d2:31#2,args(p1=1),corpus.extra.deephelpers.Main.d1:32#2]#args,p1=1,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s2e2: call corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d3(Main.java:30)
}

proc corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2] {
  s5: jump s5_1 s5_3                     // at corpus.extra.deephelpers.Main.d4(Main.java:26)
  s5_1: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d4(Main.java:26)
  s5_2: goto s5_j0                       // at corpus.extra.deephelpers.Main.d4(Main.java:26)
  s5_3: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d4(Main.java:26)
  s5_j0: skip                            // at corpus.extra.deephelpers.Main.d4(Main.java:26)
}

proc corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s5e1: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d4(Main.java:26)
}

proc corpus.extra.deephelpers.Main.d4[args(p1=0),corpus.extra.deephelpers.Main.d3:30#2,args(p1=0),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s5e1: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d4(Main.java:26)
}

proc corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2] {
  s3: jump s3_1 s3_3                     // at corpus.extra.deephelpers.Main.d4(Main.java:24)
  s3_1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d4(Main.java:24)
  s3_2: goto s3_j0                       // at corpus.extra.deephelpers.Main.d4(Main.java:24)
  s3_3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d4(Main.java:24)
  s3_j0: skip                            // at corpus.extra.deephelpers.Main.d4(Main.java:24)
}

proc corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s3e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.Main.d4(Main.java:24)
}

proc corpus.extra.deephelpers.Main.d4[args(p1=1),corpus.extra.deephelpers.Main.d3:30#2,args(p1=1),corpus.extra.deephelpers.Main.d2:31#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s3e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.Main.d4(Main.java:24)
}

proc corpus.extra.deephelpers.Main.first {
  s2e1: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:36)
  s3e1: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 // at corpus.extra.deephelpers.Main.first(Main.java:36)
  s4e1: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:37)
  s5e1: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 // at corpus.extra.deephelpers.Main.first(Main.java:37)
  s6e1: read corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.first(Main.java:38)
  s7e1: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:38#23]#args,p1=1 // at corpus.extra.deephelpers.Main.first(Main.java:38)
  s8e1: read corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.first(Main.java:39)
  s9e1: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:39#25]#args,p1=0 // at corpus.extra.deephelpers.Main.first(Main.java:39)
  s10e1: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:40)
  s11e1: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 // at corpus.extra.deephelpers.Main.first(Main.java:40)
  s12e1: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:41)
  s13e1: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 // at corpus.extra.deephelpers.Main.first(Main.java:41)
  s18e2: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:36)
  s19e2: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 // at corpus.extra.deephelpers.Main.first(Main.java:36)
  s20e2: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:37)
  s21e2: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 // at corpus.extra.deephelpers.Main.first(Main.java:37)
  s22e2: read corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.first(Main.java:38)
  s23e2: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:38#23]#args,p1=1 // at corpus.extra.deephelpers.Main.first(Main.java:38)
  s24e2: read corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.first(Main.java:39)
  s25e2: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:39#25]#args,p1=0 // at corpus.extra.deephelpers.Main.first(Main.java:39)
  s26e2: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:40)
  s27e2: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 // at corpus.extra.deephelpers.Main.first(Main.java:40)
  s28e2: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.first(Main.java:41)
  s29e2: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 // at corpus.extra.deephelpers.Main.first(Main.java:41)
}

proc corpus.extra.deephelpers.Main.main {
  s9: fork corpus.extra.deephelpers.Main.first java.lang.Thread@Main.java:53 // at corpus.extra.deephelpers.Main.main(Main.java:55)
  s10: fork corpus.extra.deephelpers.Main.second java.lang.Thread@Main.java:54 // at corpus.extra.deephelpers.Main.main(Main.java:56)
  s11: join java.lang.Thread@Main.java:53 // at corpus.extra.deephelpers.Main.main(Main.java:57)
  s12: join java.lang.Thread@Main.java:54 // at corpus.extra.deephelpers.Main.main(Main.java:58)
}

proc corpus.extra.deephelpers.Main.second {
  s0: read corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.second(Main.java:46)
  s1: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:38#23]#args,p1=1 // at corpus.extra.deephelpers.Main.second(Main.java:46)
  s2: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.second(Main.java:47)
  s3: call corpus.extra.deephelpers.Main.d1[args(p1=1),corpus.extra.deephelpers.Main.first:36#19]#args,p1=1 // at corpus.extra.deephelpers.Main.second(Main.java:47)
  s4: read corpus.extra.deephelpers.Main.a // at corpus.extra.deephelpers.Main.second(Main.java:48)
  s5: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:40#11]#args,p1=0 // at corpus.extra.deephelpers.Main.second(Main.java:48)
  s6: read corpus.extra.deephelpers.Main.b // at corpus.extra.deephelpers.Main.second(Main.java:49)
  s7: call corpus.extra.deephelpers.Main.d1[args(p1=0),corpus.extra.deephelpers.Main.first:39#25]#args,p1=0 // at corpus.extra.deephelpers.Main.second(Main.java:49)
}

proc entry {
  init0: call corpus.extra.deephelpers.Main.<clinit> // at corpus.extra.deephelpers.Main.main(Main.java:53)
  main: call corpus.extra.deephelpers.Main.main // at corpus.extra.deephelpers.Main.main(Main.java:53)
}
